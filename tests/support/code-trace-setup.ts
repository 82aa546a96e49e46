/**
 * Vitest setup file: in each test file's module graph, hands the codes produced to the tracer
 * when ADMIRALTY_CODE_TRACE is set (the full `npm test` run sets it; issue 11 §6).
 */
import { installCodeTrace } from '../../src/codes/trace.js';

installCodeTrace(process.env);
