/**
 * The GraphQL the editor at /admin sends, as an allow-list the gateway walks in full:
 * every field at every depth, its arguments, and each inline fragment's type. Read from
 * the GitHub backend of the Sveltia CMS we ship (its `commits.js`, `files.js`,
 * `repository.js`); anything else — another field, a named fragment, a directive, a
 * second operation, a variable's default — is refused, so no nested field can reach
 * another repository, an account or a setting. tests/worker/editor-gateway.test.ts
 * lists each allowed shape.
 */
import {
  Kind,
  parse,
  type ArgumentNode,
  type DocumentNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql/language'

/** What a field may take and hold: its arguments, its fields, its fragments by type. */
interface FieldRule {
  args?: readonly string[]
  fields?: Readonly<Record<string, FieldRule>>
  on?: Readonly<Record<string, Readonly<Record<string, FieldRule>>>>
}

const leaf: FieldRule = {}

/** A commit, as the editor reads the branch's head and a file's history. */
const commit: Record<string, FieldRule> = {
  oid: leaf,
  history: {
    args: ['first', 'path'],
    fields: {
      nodes: {
        fields: {
          oid: leaf,
          message: leaf,
          committedDate: leaf,
          author: {
            fields: {
              name: leaf,
              email: leaf,
              avatarUrl: leaf,
              user: { fields: { login: leaf, databaseId: leaf } },
            },
          },
        },
      },
    },
  },
}

/** `repository(owner, name)`: its default branch, a branch's commits, a file's text. */
const repository: FieldRule = {
  args: ['owner', 'name'],
  fields: {
    defaultBranchRef: { fields: { name: leaf } },
    ref: { args: ['qualifiedName'], fields: { target: { on: { Commit: commit } } } },
    object: { args: ['oid'], on: { Blob: { text: leaf, isTruncated: leaf } } },
  },
}

/** `createCommitOnBranch(input: $input)`, answering the commit and its files' new ids. */
const createCommitOnBranch: FieldRule = {
  args: ['input'],
  fields: {
    commit: {
      fields: {
        oid: leaf,
        committedDate: leaf,
        file: { args: ['path'], fields: { oid: leaf } },
      },
    },
  },
}

export const editorGraphQL = {
  query: { repository },
  mutation: { createCommitOnBranch },
} as const

/** An argument's value: a literal, or the variable it names. */
export function valueOf(node: ValueNode | undefined, variables: Record<string, unknown>): unknown {
  if (!node) return undefined
  switch (node.kind) {
    case Kind.VARIABLE:
      return variables[node.name.value]
    case Kind.STRING:
    case Kind.ENUM:
      return node.value
    case Kind.INT:
      return Number(node.value)
    default:
      return undefined
  }
}

export const argument = (args: readonly ArgumentNode[] | undefined, name: string) =>
  args?.find((a) => a.name.value === name)?.value

/** A field the walk met that needs a look beyond its shape (her repository, the commit). */
export interface Reached {
  field: 'repository' | 'createCommitOnBranch'
  args: readonly ArgumentNode[]
}

type Walk = { ok: true; reached: Reached[] } | { ok: false; why: string }

/** Checks a selection against the fields and fragments a rule allows, at every depth. */
function walk(
  set: SelectionSetNode | undefined,
  rule: FieldRule,
  reached: Reached[],
): string | null {
  if (!set) return null
  if (!rule.fields && !rule.on) return 'fields under a leaf'
  for (const selection of set.selections) {
    if (selection.directives?.length) return 'a directive'
    if (selection.kind === Kind.FRAGMENT_SPREAD) return 'a named fragment'
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition?.name.value
      const fields = type ? rule.on?.[type] : undefined
      if (!fields) return `a fragment on ${type ?? 'no type'}`
      const why = walk(selection.selectionSet, { fields }, reached)
      if (why) return why
      continue
    }
    const name = selection.name.value
    const child = rule.fields && Object.hasOwn(rule.fields, name) ? rule.fields[name] : undefined
    if (!child) return `field ${name}`
    for (const arg of selection.arguments ?? [])
      if (!child.args?.includes(arg.name.value)) return `argument ${name}(${arg.name.value})`
    if (name === 'repository' || name === 'createCommitOnBranch')
      reached.push({ field: name, args: selection.arguments ?? [] })
    if (!selection.selectionSet && (child.fields || child.on)) return `no selection under ${name}`
    const why = walk(selection.selectionSet, child, reached)
    if (why) return why
  }
  return null
}

/**
 * Whether a request is one operation of a shape the editor sends: a query of her
 * repository's fields, or a single `createCommitOnBranch` whose `input` is a variable.
 * Returns the fields whose arguments the gateway still has to check.
 */
export function walkEditorGraphQL(query: string): Walk & { operation?: OperationDefinitionNode } {
  let document: DocumentNode
  try {
    document = parse(query, { noLocation: true })
  } catch {
    return { ok: false, why: 'unparsable query' }
  }
  const [operation, ...more] = document.definitions
  if (!operation || more.length || operation.kind !== Kind.OPERATION_DEFINITION)
    return { ok: false, why: 'not a single operation' }
  if (operation.operation === 'subscription') return { ok: false, why: 'subscription' }
  if (operation.directives?.length) return { ok: false, why: 'a directive' }
  if (operation.variableDefinitions?.some((v) => v.defaultValue || v.directives?.length))
    return { ok: false, why: 'a variable default' }
  const top = operation.selectionSet.selections
  if (operation.operation === 'mutation') {
    const [only, ...others] = top
    if (others.length || only?.kind !== Kind.FIELD)
      return { ok: false, why: 'more than one mutation' }
    if (argument(only.arguments, 'input')?.kind !== Kind.VARIABLE)
      return { ok: false, why: 'commit input not a variable' }
  }
  const reached: Reached[] = []
  const why = walk(operation.selectionSet, { fields: editorGraphQL[operation.operation] }, reached)
  return why ? { ok: false, why } : { ok: true, reached, operation }
}
