// The figure kinds, their parameters and those the preview controls are the Pipeline's words to the front
// ends that list them (`draw`, `figures`, the preview's controls): named without importing the stage that
// decodes them.
@_exported import struct SpecModel.ControlledParameter
@_exported import struct SpecModel.FigureKindInfo
@_exported import struct SpecModel.FigureSpec
