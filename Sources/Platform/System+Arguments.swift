extension System {
    /// The first command-line argument (after the program's name) that is not UTF-8, escaped
    /// (`Caf\xe9.plist`); nil when every one is. `CommandLine.arguments` replaces such bytes with U+FFFD,
    /// so a file named that way would be looked for under another name and reported missing.
    package static func firstUndecodableArgument() -> String? {
        for index in 1..<Int(CommandLine.argc) {
            guard let argument = CommandLine.unsafeArgv[index], String(validatingCString: argument) == nil else { continue }
            var length = 0
            while argument[length] != 0 { length += 1 }
            return escapedName(UnsafeRawBufferPointer(start: argument, count: length))
        }
        return nil
    }
}
