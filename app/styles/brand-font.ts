// The hashed URL of the same file fonts.css.ts declares, for the <link rel="preload"> in root.
import url from "@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2?url";

export const BRAND_FONT_URL = url;
