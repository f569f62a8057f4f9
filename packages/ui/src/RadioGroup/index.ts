export {
  Radio,
  RadioGroup,
  type RadioGroupProps,
  type RadioGroupVariant,
  type RadioOption,
  type RadioProps,
  radioGroupOrientations,
  radioGroupSizes,
  radioGroupVariants,
} from './RadioGroup';
