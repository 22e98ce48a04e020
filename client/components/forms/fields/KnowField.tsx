import { knowOptions } from '../../../../shared/api'
import { Wide } from '../layout'
import { RadioGroup } from './RadioGroup'

/** '¿Cómo me conociste?': the last field of the families and the brands forms. */
export function KnowField() {
  return (
    <Wide>
      <RadioGroup
        name="know"
        label="¿Cómo me conociste?"
        options={knowOptions}
        isRequired
        hideRequiredMark
      />
    </Wide>
  )
}
