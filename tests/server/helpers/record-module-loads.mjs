// `node --import` this file to have module-load-hooks.mjs report the packages a process loads.
import { register } from 'node:module';

register('./module-load-hooks.mjs', import.meta.url);
