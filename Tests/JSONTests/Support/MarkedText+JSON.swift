import JSON
import TestSupport

extension MarkedText {
    /// The text, markers taken out, as the JSON reader reads it.
    func parse(limits: JSONLimits = JSONLimits()) -> JSONDocument { JSONReader.parse(bytes, limits: limits) }
}
