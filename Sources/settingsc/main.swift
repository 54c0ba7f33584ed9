import PropertyList
import Platform
import SettingsCompiler

// Paths are bytes, settingsc's are UTF-8 text: a name that is not is refused, shown as its bytes, rather
// than looked for under the name U+FFFD would make of it (and reported missing).
if let name = System.firstUndecodableArgument() {
    let error = System.FileError.undecodableName(name)
    System.exit(CommandOutput.failure("cannot read '\(error.path)': \(error.reason)").rawValue)
}
System.exit(Frontend.run(Array(CommandLine.arguments.dropFirst())).rawValue)
