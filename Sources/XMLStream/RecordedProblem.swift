import Diagnostics

/// A problem as the parsing side knows it: what it is and where in the input. The delivering side
/// (`EventReplayer.problem`) works out its line:column, leaves out libxml2's echoes and asks the handler
/// where the element concerned was opened, as it stands when the events before the problem are delivered.
struct RecordedProblem {
    enum Place {
        /// At this offset in the input.
        case offset(Int)
        /// At the last `byte` (`<`, `&`) before this offset: where the construct at fault starts.
        case lastBefore(UInt8, Int)
        /// Where libxml2 says (its line, and its column when it knows it).
        case location(SourceLocation)
    }

    var kind: XMLProblem.Kind
    var isWarning = false
    var message: String
    var place: Place
}
