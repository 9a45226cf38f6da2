import type { LanguageFn } from 'highlight.js';
import arduino from 'highlight.js/lib/languages/arduino';
import armasm from 'highlight.js/lib/languages/armasm';
import bash from 'highlight.js/lib/languages/bash';
import c from 'highlight.js/lib/languages/c';
import cmake from 'highlight.js/lib/languages/cmake';
import cpp from 'highlight.js/lib/languages/cpp';
import diff from 'highlight.js/lib/languages/diff';
import go from 'highlight.js/lib/languages/go';
import ini from 'highlight.js/lib/languages/ini';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import lua from 'highlight.js/lib/languages/lua';
import makefile from 'highlight.js/lib/languages/makefile';
import python from 'highlight.js/lib/languages/python';
import rust from 'highlight.js/lib/languages/rust';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import verilog from 'highlight.js/lib/languages/verilog';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';

/**
 * The grammars of CODE_LANGUAGES, one by one (highlight.js's "common" set would bring ~35
 * languages nobody writes here). Shared by the editor's lowlight and the display's
 * highlighter, so both colour a block the same way.
 */
export const GRAMMARS: Record<string, LanguageFn> = {
  arduino,
  armasm,
  bash,
  c,
  cmake,
  cpp,
  diff,
  go,
  ini,
  java,
  javascript,
  json,
  lua,
  makefile,
  python,
  rust,
  sql,
  typescript,
  verilog,
  xml,
  yaml,
};
