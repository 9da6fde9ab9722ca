export const VERTICAL_NAV_WIDTH = 260;
export const VERTICAL_NAV_MINI_WIDTH = 76;
