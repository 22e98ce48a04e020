import { reactIsland } from '../../islands/react'
import { BrandsForm } from './BrandsForm'

export default reactIsland(BrandsForm)
