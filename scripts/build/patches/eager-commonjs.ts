/**
 * Rolldown wraps each CommonJS file (React's) in an arrow function that V8 compiles only when
 * first called: in the task that starts hydrating an island. Written as a parenthesised `function`
 * expression, V8 compiles it eagerly as the file loads, off that task. The bodies never use `this`
 * or `arguments`, so nothing else changes. No Vite or Rolldown option writes them so. Written for
 * the react-dom chunk every React island shares (commit 610d7e3: the task that starts hydrating,
 * 20–24 ms, became 16–19 ms, measured before islands).
 *
 * The build stops if the react-dom chunk has no wrapper to rewrite: a Rolldown upgrade that
 * writes them differently must not quietly bring the cost back.
 */
import { rolldownVersion, version as viteVersion, type Plugin } from 'vite'
import { PatchError } from './source-patch.ts'

/** Rolldown's CommonJS wrapper, as it writes it before minifying: `__commonJSMin(((exports, module) => {`. */
const wrapper = /__commonJSMin\(\(\(?([\w$, ]*)\)? => \{/g

/** `code` with every CommonJS wrapper written as a function expression. */
export const eagerWrappers = (code: string): string =>
  code.replace(wrapper, '__commonJSMin((function($1) {')

export function eagerCommonJs(chunkName: string): Plugin {
  return {
    name: 'eager-commonjs',
    apply: 'build',
    renderChunk(code, chunk) {
      const out = eagerWrappers(code)
      if (chunk.name === chunkName && out === code)
        throw new PatchError(
          `patch "eager-commonjs" no longer applies to rolldown@${rolldownVersion} ` +
            `(vite@${viteVersion}): no CommonJS wrapper in the ${chunkName} chunk. ` +
            'Measure whether it still saves anything before porting it.',
        )
      return out === code ? null : { code: out, map: null }
    },
  }
}
