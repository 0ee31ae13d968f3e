import { useEffect, useState, type KeyboardEvent } from "react";
import { NaturalEarth } from "@visx/geo";
import { ParentSize } from "@visx/responsive";
import { feature } from "topojson-client";
import type { Topology, GeometryCollection } from "topojson-specification";
import type { Feature, FeatureCollection, Geometry, MultiPoint } from "geojson";
import { markerBounds } from "./map-model.ts";

export type MapMarker = {
  key: string;
  lat: number;
  lon: number;
  colour: string;
  tooltip: string;
  isOpenable: boolean;
  isEmphasised?: boolean;
};

/** A country shaded on the map (a choropleth), by its ISO 3166-1 numeric id ("076"). */
export type MapRegion = { fill: string; tooltip: string };

type WorldMapProps<T extends MapMarker> = {
  markers: readonly T[];
  /** Shaded countries by ISO numeric id; the others stay grey. */
  regions?: ReadonlyMap<string, MapRegion>;
  /** Called with the ISO numeric id of a shaded country that is clicked (or chosen with the keyboard). */
  onRegionOpen?: (id: string) => void;
  onOpen?: (marker: T) => void;
  label: string;
  height?: number;
  testId?: string;
};

type Countries = Feature<Geometry, { name: string }>[];
let worldCache: Promise<Countries> | undefined;

/** The world's countries at 1:110m (world-atlas), loaded once, on first use (its own chunk). */
function loadWorld(): Promise<Countries> {
  worldCache ??= import("world-atlas/countries-110m.json").then((module) => {
    const topology = (module.default ?? module) as unknown as Topology<{
      countries: GeometryCollection<{ name: string }>;
    }>;
    const collection = feature(topology, topology.objects.countries) as FeatureCollection<Geometry, { name: string }>;
    return collection.features;
  });
  return worldCache;
}

/** A world map with markers at latitude/longitude, framed on the markers (the whole world without any). */
export function WorldMap<T extends MapMarker>(props: WorldMapProps<T>) {
  const [countries, setCountries] = useState<Countries | null>(null);
  useEffect(() => {
    let isLive = true;
    void loadWorld().then((loaded) => {
      if (isLive) setCountries(loaded);
    });
    return () => {
      isLive = false;
    };
  }, []);
  const maxHeight = props.height ?? 420;
  return (
    // As tall as 3/4 of its width (a phone gets a shorter map), at most `height`.
    <div
      className="relative w-full overflow-hidden rounded-lg bg-sky-50"
      style={{ aspectRatio: "4 / 3", maxHeight }}
      data-testid={props.testId}
    >
      <ParentSize debounceTime={40}>
        {({ width, height }) =>
          countries && width > 0 && height > 0 ? (
            <MapCanvas {...props} width={width} height={height} countries={countries} />
          ) : null
        }
      </ParentSize>
    </div>
  );
}

function MapCanvas<T extends MapMarker>({
  markers,
  onOpen,
  label,
  width,
  height,
  countries,
  regions,
  onRegionOpen,
}: WorldMapProps<T> & { width: number; height: number; countries: Countries }) {
  const bounds = markerBounds(markers);
  const frame: Feature<MultiPoint> | undefined = bounds
    ? { type: "Feature", properties: {}, geometry: { type: "MultiPoint", coordinates: bounds } }
    : undefined;
  const pad = 24;
  return (
    <svg width={width} height={height} role="group" aria-label={label}>
      <NaturalEarth<Feature<Geometry, { name: string }>>
        data={countries}
        {...(frame
          ? {
              fitExtent: [
                [
                  [pad, pad],
                  [width - pad, height - pad],
                ],
                frame,
              ] as [[[number, number], [number, number]], Feature<MultiPoint>],
            }
          : {
              fitSize: [[width, height], { type: "Sphere" } as unknown as Feature<MultiPoint>] as [
                [number, number],
                Feature<MultiPoint>,
              ],
            })}
      >
        {({ features, projection }) => (
          <g>
            {features.map(({ feature: country, path }) => (
              <CountryShape
                key={`${country.id ?? country.properties.name}`}
                id={String(country.id ?? "")}
                path={path ?? ""}
                region={regions?.get(String(country.id ?? ""))}
                onOpen={onRegionOpen}
              />
            ))}
            {markers.map((marker) => {
              const point = projection([marker.lon, marker.lat]);
              if (!point) return null;
              return <MarkerDot key={marker.key} x={point[0]} y={point[1]} marker={marker} onOpen={onOpen} />;
            })}
          </g>
        )}
      </NaturalEarth>
    </svg>
  );
}

function MarkerDot<T extends MapMarker>({
  x,
  y,
  marker,
  onOpen,
}: {
  x: number;
  y: number;
  marker: T;
  onOpen?: ((marker: T) => void) | undefined;
}) {
  const isOpenable = marker.isOpenable && Boolean(onOpen);
  const open = () => {
    if (isOpenable) onOpen?.(marker);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      open();
    }
  };
  const r = marker.isEmphasised ? 8 : 6;
  return (
    <g
      transform={`translate(${x}, ${y})`}
      data-testid="map-marker"
      {...(isOpenable
        ? { role: "link", tabIndex: 0, onClick: open, onKeyDown: onKey, "aria-label": marker.tooltip }
        : {})}
      className={isOpenable ? "cursor-pointer outline-none" : undefined}
    >
      <title>{marker.tooltip}</title>
      <circle r={r + 5} fill={marker.colour} opacity={0.18} />
      <circle r={r} fill={marker.colour} stroke="#ffffff" strokeWidth={2} />
    </g>
  );
}

function CountryShape({
  id,
  path,
  region,
  onOpen,
}: {
  id: string;
  path: string;
  region: MapRegion | undefined;
  onOpen: ((id: string) => void) | undefined;
}) {
  if (!region) return <path d={path} fill="#e2e8f0" stroke="#ffffff" strokeWidth={0.6} />;
  const open = () => onOpen?.(id);
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      open();
    }
  };
  return (
    <path
      d={path}
      fill={region.fill}
      stroke="#ffffff"
      strokeWidth={0.6}
      data-testid="map-region"
      data-region={id}
      {...(onOpen
        ? { role: "button", tabIndex: 0, onClick: open, onKeyDown: onKey, "aria-label": region.tooltip }
        : {})}
      className={onOpen ? "cursor-pointer outline-none hover:opacity-80 focus-visible:stroke-slate-900" : undefined}
    >
      <title>{region.tooltip}</title>
    </path>
  );
}
