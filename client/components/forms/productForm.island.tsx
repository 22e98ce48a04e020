import { reactIsland } from '../../islands/react'
import { ProductEnquiryForm } from './ProductEnquiryForm'

export default reactIsland(ProductEnquiryForm)
