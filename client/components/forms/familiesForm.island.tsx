import { reactIsland } from '../../islands/react'
import { FamiliesForm } from './FamiliesForm'

export default reactIsland(FamiliesForm)
