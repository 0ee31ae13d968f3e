/**
 * The corners of the area a map frames around its markers: their bounding box with a margin, and
 * at least a minimum span, so one marker (or a few close together) still shows its surroundings.
 * Null without markers (the map then shows the whole world).
 */
export function markerBounds(
  markers: readonly { lat: number; lon: number }[],
  minSpan = { lon: 36, lat: 20 },
  margin = { lon: 6, lat: 4 },
): [number, number][] | null {
  if (markers.length === 0) return null;
  const lons = markers.map((m) => m.lon);
  const lats = markers.map((m) => m.lat);
  let west = Math.min(...lons) - margin.lon;
  let east = Math.max(...lons) + margin.lon;
  let south = Math.min(...lats) - margin.lat;
  let north = Math.max(...lats) + margin.lat;
  if (east - west < minSpan.lon) {
    const middle = (east + west) / 2;
    west = middle - minSpan.lon / 2;
    east = middle + minSpan.lon / 2;
  }
  if (north - south < minSpan.lat) {
    const middle = (north + south) / 2;
    south = middle - minSpan.lat / 2;
    north = middle + minSpan.lat / 2;
  }
  const clampLat = (lat: number) => Math.max(-85, Math.min(85, lat));
  const clampLon = (lon: number) => Math.max(-180, Math.min(180, lon));
  return [
    [clampLon(west), clampLat(south)],
    [clampLon(east), clampLat(south)],
    [clampLon(east), clampLat(north)],
    [clampLon(west), clampLat(north)],
  ];
}
