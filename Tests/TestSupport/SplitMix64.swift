import Foundation

/// A small, fast, seeded generator (SplitMix64): the same numbers on every run and machine, so that a
/// failure found by a randomized test can be replayed from its seed.
public struct SplitMix64: RandomNumberGenerator {
    public var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number from 0 up to `bound` (exclusive; 0 when `bound` is 0 or less).
    public mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }
}

extension SplitMix64 {
    /// The seed of a randomized test: `SETTINGSC_TEST_SEED` when set (to replay a failure), else
    /// `fallback`, so that every run draws the same numbers unless asked otherwise.
    public static func seed(_ fallback: UInt64) -> UInt64 {
        ProcessInfo.processInfo.environment["SETTINGSC_TEST_SEED"].flatMap { UInt64($0) } ?? fallback
    }
}
