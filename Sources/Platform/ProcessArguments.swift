#if os(Linux) && canImport(Glibc)
internal import Glibc

/// Where `CommandLine.arguments` comes from on Linux, found without reading `/proc/self/maps`.
///
/// The Swift runtime finds `argv` from a static constructor (its `ArgvGrabber`) that parses
/// `/proc/self/maps` with `sscanf` to bound a walk down the stack from `environ`: 51 K instructions and
/// three system calls before `main`, 6% of a whole `validate` of a small file. It does so in every
/// process, used or not, as soon as its object file is linked, and it is linked to define
/// `_swift_stdlib_getUnsafeArgvArgc`, which the standard library calls for `CommandLine`. Defining both
/// symbols of that object file here keeps the linker from taking it out of the static `libswiftCore.a`
/// (release builds). Where the runtime is a shared library (tests, `SETTINGSC_DYNAMIC=1`) its own
/// definitions are internal to it and these go unused.
enum ProcessArguments {
    /// An override set through `_swift_stdlib_overrideUnsafeArgvArgc` (the runtime's hook for the
    /// interpreter), else nil.
    nonisolated(unsafe) static var override: (argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, count: Int32)?

    /// `argv` and `argc`, found once.
    nonisolated(unsafe) static let initial: (argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, count: Int32) =
        belowEnvironment() ?? fromProcFile()

    /// The x86-64 and AArch64 ABIs lay the initial stack out as `argc`, `argv[0..<argc]`, NULL, the
    /// environment, NULL, then (above) the argument strings followed by the environment's. `environ`
    /// points there until someone changes the environment. Walking down from it, `argc` is the first word
    /// equal to the number of words passed, each of which must point between `environ` and its first
    /// string. Nil (the caller reads `/proc/self/cmdline` instead) if anything does not fit.
    private static func belowEnvironment() -> (argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, count: Int32)? {
        guard let environment = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>(bitPattern: Int(bitPattern: environ)),
              let firstVariable = environment[0] else { return nil }
        let strings = UInt(bitPattern: environment)..<UInt(bitPattern: firstVariable)
        guard environment[-1] == nil else { return nil }
        var slot = environment - 1
        var count = 0
        while true {
            slot -= 1
            let word = UInt(bitPattern: slot.pointee)
            if word == UInt(count) {
                return count > 0 ? (slot + 1, Int32(count)) : nil
            }
            guard strings.contains(word) else { return nil }
            count += 1
        }
    }

    /// The arguments as the kernel reports them (NUL-separated in `/proc/self/cmdline`), in memory that
    /// lives as long as the process. No arguments if the file cannot be read.
    private static func fromProcFile() -> (argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, count: Int32) {
        var bytes: [CChar] = []
        let descriptor = open("/proc/self/cmdline", O_RDONLY | O_CLOEXEC)
        if descriptor >= 0 {
            var chunk = [CChar](repeating: 0, count: 4096)
            while true {
                let got = chunk.withUnsafeMutableBytes { posixRead(descriptor, $0.baseAddress, $0.count) }
                if got < 0, errno == EINTR { continue }
                if got <= 0 { break }
                bytes += chunk[..<got]
            }
            close(descriptor)
        }
        let strings = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
        strings.initialize(from: bytes, count: bytes.count)
        strings[bytes.count] = 0
        let starts = bytes.indices.filter { $0 == 0 || bytes[$0 - 1] == 0 }.filter { $0 < bytes.count }
        let argv = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: starts.count + 1)
        for (index, start) in starts.enumerated() { argv[index] = strings + start }
        argv[starts.count] = nil
        return (argv, Int32(starts.count))
    }
}

/// The runtime's `char **_swift_stdlib_getUnsafeArgvArgc(int *outArgLen)` (Swift calling convention).
@_silgen_name("_swift_stdlib_getUnsafeArgvArgc")
package func _settingscUnsafeArgv(_ count: UnsafeMutablePointer<Int32>) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> {
    let arguments = ProcessArguments.override ?? ProcessArguments.initial
    count.pointee = arguments.count
    return arguments.argv
}

/// The runtime's `void _swift_stdlib_overrideUnsafeArgvArgc(char **argv, int argc)` (Swift calling
/// convention), defined with the getter so that nothing needs the runtime's object file.
@_silgen_name("_swift_stdlib_overrideUnsafeArgvArgc")
package func _settingscOverrideUnsafeArgv(_ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, _ count: Int32) {
    ProcessArguments.override = (argv, count)
}
#endif
