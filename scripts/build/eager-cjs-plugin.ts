import type { Plugin } from 'vite'

/**
 * Rolldown wraps each CommonJS file (React's) in an arrow function that V8 compiles
 * only when first called: in the task that starts hydrating an island. Written as a
 * parenthesised `function` expression, V8 compiles it eagerly as the file loads,
 * off that task. The bodies never use `this` or `arguments`, so nothing else
 * changes. Measured in docs/PERFORMANCE.md ("What the build patches").
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
