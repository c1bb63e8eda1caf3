import { type RouteConfig, index, route } from "@react-router/dev/routes";

// One line per URL (DESIGN.md). Keep in sync with SPEC.md section 2.
export default [
  index("routes/site/home.tsx"),
] satisfies RouteConfig;
