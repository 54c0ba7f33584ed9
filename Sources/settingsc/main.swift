import PropertyList
import Platform
import SettingsCompiler

// Paths are bytes, settingsc's are UTF-8 text: a name that is not is refused, shown as its bytes, rather
// than looked for under the name U+FFFD would make of it (and reported missing).
switch System.decodedArguments() {
case .failure(let undecodable):
    let error = System.FileError.undecodableName(undecodable.escaped)
    System.exit(CommandOutput.failure("cannot read '\(error.path)': \(error.reason)").rawValue)
case .success(let arguments):
    System.exit(Frontend.run(arguments).rawValue)
}
