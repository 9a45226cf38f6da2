/**
 * The languages a code block may name (its `language-xxx` class), as the editor's menu
 * offers them. Labels only: the grammars are in highlight-grammars.ts, loaded with the
 * editor or, on display, only when a body has code.
 */
export const CODE_LANGUAGES: ReadonlyArray<{ value: string; label: string }> = [
  { value: 'c', label: 'C' },
  { value: 'cpp', label: 'C++' },
  { value: 'arduino', label: 'Arduino' },
  { value: 'python', label: 'Python' },
  { value: 'rust', label: 'Rust' },
  { value: 'go', label: 'Go' },
  { value: 'java', label: 'Java' },
  { value: 'javascript', label: 'JavaScript' },
  { value: 'typescript', label: 'TypeScript' },
  { value: 'lua', label: 'Lua' },
  { value: 'verilog', label: 'Verilog' },
  { value: 'armasm', label: 'ARM 汇编' },
  { value: 'bash', label: 'Shell' },
  { value: 'makefile', label: 'Makefile' },
  { value: 'cmake', label: 'CMake' },
  { value: 'json', label: 'JSON' },
  { value: 'yaml', label: 'YAML' },
  { value: 'ini', label: 'INI / TOML' },
  { value: 'xml', label: 'XML / HTML' },
  { value: 'sql', label: 'SQL' },
  { value: 'diff', label: 'Diff' },
];
