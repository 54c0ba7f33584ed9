import Synchronization

/// Memory a one-shot command leaves to the process's exit, instead of freeing it object by object.
///
/// Freeing a model walks it: every array, string and dictionary it holds is released, its elements
/// destroyed one by one, its pages touched again. A command-line run that exits once its report is
/// written gains nothing from that, since at exit the kernel takes every page back at once. `validate`
/// of a bundle translated by a 9.6 MB String Catalog spent ~10 M of its ~398 M instructions, and ~2–4 ms
/// of its ~50 ms, freeing its model. Compilers do the same: clang's driver passes `-disable-free`.
///
/// It is off unless a front end turns it on. The command line does, for every command but the
/// language server, which runs on; a library caller that does not turn it on frees as usual. A
/// pipeline leaves here only what it holds to the end of its run anyway (a run's one model, both sides
/// of a diff), so that memory peaks where it did. A run over many definitions still frees each one's
/// model once its report is made and reuses the memory: keeping all of a 500-bundle tree's took its
/// peak from 24 MB to 90 MB and was no faster.
public enum ExitReclaim {
    private static let isOn = Atomic<Bool>(false)
    private static let kept = KeptValues()

    /// From now on, `leave` keeps what it is given until the process exits, except in a build for
    /// LeakSanitizer (`make test-asan` defines `LEAK_CHECKED`): there the binary frees its models, so that
    /// the sanitizer checks they are freed. It would also take a model kept here for lost: it does not
    /// follow the pointers to an indirect enum's boxes, whose spare bits Swift uses for the case.
    public static func turnOn() {
        #if !LEAK_CHECKED
        isOn.store(true, ordering: .relaxed)
        #endif
    }

    /// Whether `leave` keeps what it is given.
    public static var isTurnedOn: Bool {
        isOn.load(ordering: .relaxed)
    }

    /// Keeps `value` (holding its references) until the process exits when turned on; otherwise does
    /// nothing, and the caller's last reference frees it as usual.
    public static func leave(_ value: any Sendable) {
        if isTurnedOn { kept.keep(value) }
    }
}
