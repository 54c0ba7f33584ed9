#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#else
internal import Darwin
#endif

extension System {
    /// The first command-line argument (after the program's name) that is not UTF-8, escaped
    /// (`Caf\xe9.plist`); nil when every one is. `CommandLine.arguments` replaces such bytes with U+FFFD,
    /// so a file named that way would be looked for under another name and reported missing.
    package static func firstUndecodableArgument() -> String? {
        for index in 1..<Int(CommandLine.argc) {
            guard let argument = CommandLine.unsafeArgv[index] else { continue }
            let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(argument).assumingMemoryBound(to: UInt8.self),
                                            count: strlen(argument))
            if String(validating: bytes, as: UTF8.self) == nil { return escapedName(bytes) }
        }
        return nil
    }
}
