#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// Keeps a process alive when a file it has mapped is truncated by another process while it is read.
///
/// Touching a mapped page past the file's new end raises SIGBUS, which would end the process. While a
/// `MappedFile` is registered here, a SIGBUS handler catches a fault inside its range, maps zero-filled
/// memory over the rest of the range (so the read, run again, sees zeros and no further fault comes) and
/// marks the file truncated; its reader then reports the file as changed while it was read. A fault
/// anywhere else goes to the handler that was there before (the Swift runtime's backtracer, or the
/// default action), exactly as without this guard.
///
/// The handler only reads a fixed table of slots and calls `mmap` and `sigaction`, system calls that do
/// not allocate; the table is allocated once, before the handler is installed, and never freed.
enum MappingGuard {
    /// How many mapped files can be guarded at once (a `validate` maps one per worker thread); past that,
    /// `register` says no and the file is read instead of mapped.
    static let capacity = 64

    private static let lock = PosixMutex()
    /// Per slot: the range's start and end addresses (0 while free) and whether it was truncated.
    nonisolated(unsafe) private static var slots: UnsafeMutablePointer<Int>?
    nonisolated(unsafe) private static var pageSize = 4096
    nonisolated(unsafe) private static var previous = sigaction()

    /// Registers `count` bytes mapped at `start`; its slot, or nil when no slot is free (or the handler
    /// cannot be installed).
    static func register(start: UnsafeRawPointer, count: Int) -> Int? {
        guard let lock else { return nil }
        lock.lock()
        defer { lock.unlock() }
        if slots == nil, !install() { return nil }
        guard let slots else { return nil }
        for slot in 0..<capacity where slots[3 * slot] == 0 {
            slots[3 * slot + 1] = Int(bitPattern: start) + count
            slots[3 * slot + 2] = 0
            slots[3 * slot] = Int(bitPattern: start)
            return slot
        }
        return nil
    }

    /// Frees a slot; call it before the range is unmapped.
    static func unregister(_ slot: Int) {
        lock?.lock()
        slots?[3 * slot] = 0
        lock?.unlock()
    }

    /// Whether a fault in the slot's range found the file shorter than when it was mapped.
    static func wasTruncated(_ slot: Int) -> Bool {
        lock?.lock()
        defer { lock?.unlock() }
        return (slots?[3 * slot + 2] ?? 0) != 0
    }

    /// Allocates the table and installs the handler, keeping the one it replaces.
    private static func install() -> Bool {
        let table = UnsafeMutablePointer<Int>.allocate(capacity: 3 * capacity)
        table.initialize(repeating: 0, count: 3 * capacity)
        pageSize = max(4096, Int(sysconf(Int32(_SC_PAGESIZE))))
        var action = sigaction()
        #if canImport(Darwin)
        action.__sigaction_u.__sa_sigaction = handleBusError
        #else
        action.__sigaction_handler.sa_sigaction = handleBusError
        #endif
        action.sa_flags = SA_SIGINFO | SA_ONSTACK
        sigemptyset(&action.sa_mask)
        slots = table
        guard sigaction(SIGBUS, &action, &previous) == 0 else {
            slots = nil
            table.deallocate()
            return false
        }
        return true
    }

    /// The SIGBUS handler (see the type's comment).
    private static let handleBusError: @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = {
        _, info, _ in
        #if canImport(Darwin)
        let address = info.map { Int(bitPattern: $0.pointee.si_addr) } ?? 0
        #else
        let address = info.map { Int(bitPattern: $0.pointee._sifields._sigfault.si_addr) } ?? 0
        #endif
        if let slots = MappingGuard.slots {
            for slot in 0..<MappingGuard.capacity {
                let start = slots[3 * slot], end = slots[3 * slot + 1]
                guard start != 0, address >= start, address < end else { continue }
                let page = address & ~(MappingGuard.pageSize - 1)
                let zeros = mmap(UnsafeMutableRawPointer(bitPattern: page), end - page, PROT_READ,
                                 MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0)
                if zeros != MAP_FAILED {
                    slots[3 * slot + 2] = 1
                    return
                }
            }
        }
        // Not a guarded file (or no memory to put in its place): what was there before handles it when
        // the faulting instruction runs again.
        _ = sigaction(SIGBUS, &MappingGuard.previous, nil)
    }
}
