import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Steps } from '../../client/components/contact/Steps'
import { stepCards } from '../../shared/content/contact'

describe("the contact page's steps", () => {
  it('should be the step cards of the content, numbered, in order, word for word', () => {
    render(<Steps />)
    const items = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(items).toHaveLength(stepCards.length)
    stepCards.forEach((step, i) => {
      const item = items[i]!
      expect(within(item).getByRole('heading', { level: 3 }).textContent).toBe(
        `Paso ${i + 1}: ${step.title}`,
      )
      expect(within(item).getByText(step.description).tagName).toBe('P')
    })
  })
})
