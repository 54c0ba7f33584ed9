/// A file diagnostics point into, as reporters need it: a name to print, a path to open, and the text of
/// a line to quote under a message.
///
/// A note may point into another file than its diagnostic (the other page of a bundle that holds a
/// duplicate key); this is how it names that file without the module that reads files
/// (`PropertyList`'s `SourceFile`) sitting below the diagnostics every reader shares.
package protocol DiagnosticSource: AnyObject, Sendable {
    /// Where the file is: a path, or "-" for standard input.
    var path: String { get }
    /// The name diagnostics carry: the path as the user gave it, or "<stdin>".
    var displayName: String { get }
    /// Line `number` (1-based) of the text as it was parsed, without its line break; nil when there is
    /// no such line or no text (a binary file).
    func line(_ number: Int) -> String?
}
