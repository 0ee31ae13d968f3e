/**
 * Centroids of country shapes from a TopoJSON topology (world-atlas): the area-weighted centroid
 * of each country's largest polygon, so that overseas territories do not pull it away.
 */
type Topology = {
  transform?: { scale: [number, number]; translate: [number, number] };
  arcs: [number, number][][];
  objects: Record<string, { geometries: Geometry[] }>;
};
type Geometry = { id?: string; type: string; arcs?: unknown; properties?: { name?: string } };

function decodeArcs(topology: Topology): [number, number][][] {
  const { scale, translate } = topology.transform ?? { scale: [1, 1], translate: [0, 0] };
  return topology.arcs.map((arc) => {
    let x = 0;
    let y = 0;
    return arc.map(([dx, dy]) => {
      if (topology.transform) {
        x += dx;
        y += dy;
        return [x * scale[0] + translate[0], y * scale[1] + translate[1]] as [number, number];
      }
      return [dx, dy] as [number, number];
    });
  });
}

function ring(indexes: number[], arcs: [number, number][][]): [number, number][] {
  const points: [number, number][] = [];
  for (const index of indexes) {
    const arc = index >= 0 ? arcs[index] : [...(arcs[~index] ?? [])].reverse();
    points.push(...(arc ?? []).slice(points.length ? 1 : 0));
  }
  return points;
}

/** Signed area and centroid of a ring (shoelace formula, in degrees). */
function ringCentroid(points: [number, number][]): { area: number; x: number; y: number } {
  let area = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < points.length - 1; i++) {
    const [x0, y0] = points[i] as [number, number];
    const [x1, y1] = points[i + 1] as [number, number];
    const cross = x0 * y1 - x1 * y0;
    area += cross;
    cx += (x0 + x1) * cross;
    cy += (y0 + y1) * cross;
  }
  area /= 2;
  if (area === 0) {
    const [x, y] = points[0] ?? [0, 0];
    return { area: 0, x, y };
  }
  return { area, x: cx / (6 * area), y: cy / (6 * area) };
}

/** Centroid per numeric ISO 3166 id (as in world-atlas: zero-padded 3 digits). */
export function countryCentroids(
  topology: Topology,
  objectName = "countries",
): Map<string, { lat: number; lon: number }> {
  const arcs = decodeArcs(topology);
  const result = new Map<string, { lat: number; lon: number }>();
  for (const geometry of topology.objects[objectName]?.geometries ?? []) {
    if (!geometry.id) continue;
    const polygons =
      geometry.type === "Polygon"
        ? [geometry.arcs as number[][]]
        : geometry.type === "MultiPolygon"
          ? (geometry.arcs as number[][][])
          : [];
    let best: { area: number; x: number; y: number } | undefined;
    for (const polygon of polygons) {
      const outer = ringCentroid(ring(polygon[0] ?? [], arcs));
      if (!best || Math.abs(outer.area) > Math.abs(best.area)) best = outer;
    }
    if (best) result.set(geometry.id, { lat: round(best.y), lon: round(best.x) });
  }
  return result;
}

const round = (value: number) => Math.round(value * 100) / 100;
