import "./zod-preload.ts";
import { createApp } from "./app.ts";

export default createApp();
