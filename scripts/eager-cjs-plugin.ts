import type { Plugin } from 'vite'

/**
 * React ships CommonJS, which Rolldown wraps in one arrow function per file, run on
 * first import. V8 compiles an arrow function only when it is first called, so the
 * whole of react-dom (~180 KB of code in one function) was parsed and compiled on
 * the page's main thread in the task that starts hydrating: 20–24 ms here under
 * Lighthouse's trace. Written as a parenthesised `function` expression, the same
 * wrapper is one V8 compiles eagerly, with the rest of its file, as the file loads;
 * that task drops to 16–19 ms. The wrappers' bodies never use `this` or
 * `arguments`, so nothing else changes.
 *
 * The build stops if the react-dom chunk has no wrapper to rewrite: a Rolldown
 * upgrade that writes them differently must not quietly bring the cost back.
 */
export function eagerCommonJsPlugin(chunkName: string): Plugin {
  const wrapper = /__commonJSMin\(\(\(?([\w$, ]*)\)? => \{/g
  return {
    name: 'eager-commonjs',
    apply: 'build',
    renderChunk(code, chunk) {
      const out = code.replace(wrapper, '__commonJSMin((function($1) {')
      if (chunk.name === chunkName && out === code)
        throw new Error(`eager-commonjs: no CommonJS wrapper found in the ${chunkName} chunk`)
      return out === code ? null : { code: out, map: null }
    },
  }
}
