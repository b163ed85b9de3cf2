// A JSON parser that remembers where each string value is, so a check can report the line of a text in a
// data file (src/data/*.json, i18n/<locale>/code.json).

/**
 * Every string value of a JSON text, in file order, with its path of keys and indexes and its line.
 * Throws an Error with the line of the first syntax error.
 */
export function jsonStrings(text) {
  let i = 0;
  let line = 1;
  const found = [];
  const fail = (what) => {
    throw new Error(`line ${line}: ${what}`);
  };
  const space = () => {
    while (i < text.length && /\s/.test(text[i])) {
      if (text[i] === '\n') line++;
      i++;
    }
  };
  const string = () => {
    const start = i;
    i++;
    while (i < text.length && text[i] !== '"') {
      if (text[i] === '\\') i++;
      else if (text[i] === '\n') fail('line break inside a string');
      i++;
    }
    if (text[i] !== '"') fail('unterminated string');
    i++;
    return JSON.parse(text.slice(start, i));
  };
  const value = (path) => {
    space();
    const at = line;
    if (text[i] === '{') {
      i++;
      space();
      if (text[i] === '}') return void i++;
      for (;;) {
        space();
        if (text[i] !== '"') fail('expected a key');
        const key = string();
        space();
        if (text[i++] !== ':') fail(`expected ":" after "${key}"`);
        value([...path, key]);
        space();
        if (text[i] === ',') i++;
        else if (text[i] === '}') return void i++;
        else fail('expected "," or "}"');
      }
    }
    if (text[i] === '[') {
      i++;
      space();
      if (text[i] === ']') return void i++;
      for (let index = 0; ; index++) {
        value([...path, index]);
        space();
        if (text[i] === ',') i++;
        else if (text[i] === ']') return void i++;
        else fail('expected "," or "]"');
      }
    }
    if (text[i] === '"') return void found.push({path, value: string(), line: at});
    const literal = /^(-?\d+(\.\d+)?([eE][+-]?\d+)?|true|false|null)/.exec(text.slice(i, i + 40));
    if (!literal) fail('unexpected character');
    i += literal[0].length;
  };
  value([]);
  space();
  if (i < text.length) fail('text after the end of the JSON value');
  return found;
}
