let canDrawFlags: boolean | undefined;

/**
 * Whether this system draws flag emoji (Windows and many Linux desktops show two letters or boxes):
 * a flag is one glyph, about as wide as one regional-indicator letter; unsupported, it is two.
 */
export function flagsSupported(): boolean {
  if (canDrawFlags !== undefined) return canDrawFlags;
  try {
    const context = document.createElement("canvas").getContext("2d");
    if (!context) return (canDrawFlags = false);
    context.font = "32px sans-serif";
    const flag = context.measureText("\u{1F1FA}\u{1F1F8}").width;
    const letter = context.measureText("\u{1F1FA}").width;
    canDrawFlags = flag > 0 && flag < letter * 1.5;
  } catch {
    canDrawFlags = false;
  }
  return canDrawFlags;
}
