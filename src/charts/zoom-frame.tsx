import type { ReactNode } from "react";
import { Zoom } from "@visx/zoom";
import { ParentSize } from "@visx/responsive";
import { useLingui } from "@lingui/react/macro";
import { fitExtent, type Extent } from "./tree-model.ts";

type ZoomFrameProps = {
  /** Height of the chart in pixels; the width follows the container. */
  height: number;
  /** The drawing's extent, fitted into view at first and by the fit button. */
  extent: Extent;
  /** Changes when the drawing changes enough to fit it again (levels expanded or collapsed). */
  fitKey: string;
  label: string;
  testId?: string;
  maxScale?: number;
  children: ReactNode;
};

/** A pannable, zoomable SVG (drag, wheel, pinch, buttons) for the hierarchy and star charts. */
export function ZoomFrame(props: ZoomFrameProps) {
  return (
    <div className="relative w-full" style={{ height: props.height }} data-testid={props.testId}>
      <ParentSize debounceTime={40}>
        {({ width }) =>
          width > 0 ? <ZoomCanvas key={`${props.fitKey}:${Math.round(width)}`} width={width} {...props} /> : null
        }
      </ParentSize>
    </div>
  );
}

function ZoomCanvas({ width, height, extent, label, maxScale = 1, children }: ZoomFrameProps & { width: number }) {
  const { t } = useLingui();
  const fit = fitExtent(extent, width, height, maxScale);
  const initial = {
    scaleX: fit.scale,
    scaleY: fit.scale,
    translateX: fit.translateX,
    translateY: fit.translateY,
    skewX: 0,
    skewY: 0,
  };
  return (
    <Zoom<SVGSVGElement>
      width={width}
      height={height}
      scaleXMin={0.1}
      scaleXMax={4}
      scaleYMin={0.1}
      scaleYMax={4}
      initialTransformMatrix={initial}
    >
      {(zoom) => (
        <div className="relative">
          <svg
            width={width}
            height={height}
            ref={zoom.containerRef}
            role="group"
            aria-label={label}
            className="touch-none select-none"
            style={{ cursor: zoom.isDragging ? "grabbing" : "grab" }}
            onMouseDown={zoom.dragStart}
            onMouseMove={zoom.dragMove}
            onMouseUp={zoom.dragEnd}
            onMouseLeave={() => {
              if (zoom.isDragging) zoom.dragEnd();
            }}
            onTouchStart={zoom.dragStart}
            onTouchMove={zoom.dragMove}
            onTouchEnd={zoom.dragEnd}
          >
            <rect width={width} height={height} fill="transparent" />
            <g transform={zoom.toString()}>{children}</g>
          </svg>
          <div className="absolute top-2 right-2 flex flex-col overflow-hidden rounded-lg bg-white/95 shadow ring-1 ring-slate-900/10">
            <ZoomButton label={t`Zoom in`} onClick={() => zoom.scale({ scaleX: 1.25, scaleY: 1.25 })}>
              <path d="M12 6v12M6 12h12" />
            </ZoomButton>
            <ZoomButton label={t`Zoom out`} onClick={() => zoom.scale({ scaleX: 0.8, scaleY: 0.8 })}>
              <path d="M6 12h12" />
            </ZoomButton>
            <ZoomButton label={t`Fit to view`} onClick={() => zoom.setTransformMatrix(initial)}>
              <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
            </ZoomButton>
          </div>
        </div>
      )}
    </Zoom>
  );
}

function ZoomButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      className="flex size-8 items-center justify-center border-b border-slate-200 text-slate-600 last:border-b-0 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <svg
        viewBox="0 0 24 24"
        className="size-4"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        aria-hidden="true"
      >
        {children}
      </svg>
    </button>
  );
}
