extension System {
    /// The command-line arguments after the program's name, each decoded once from `argv`; or, when one
    /// is not UTF-8, that one escaped (`Caf\xe9.plist`). `CommandLine.arguments` replaces such bytes with
    /// U+FFFD, so a file named that way would be looked for under another name and reported missing; and
    /// it decodes every argument again, which a run on one small file paid for at start-up.
    package static func decodedArguments() -> Result<[String], UndecodableArgument> {
        var arguments: [String] = []
        arguments.reserveCapacity(max(0, Int(CommandLine.argc) - 1))
        for index in 1..<max(1, Int(CommandLine.argc)) {
            guard let argument = CommandLine.unsafeArgv[index] else { continue }
            if let decoded = String(validatingCString: argument) {
                arguments.append(decoded)
                continue
            }
            var length = 0
            while argument[length] != 0 { length += 1 }
            return .failure(UndecodableArgument(escaped: escapedName(UnsafeRawBufferPointer(start: argument, count: length))))
        }
        return .success(arguments)
    }

    /// A command-line argument that is not UTF-8, escaped.
    package struct UndecodableArgument: Error {
        package let escaped: String
    }
}
