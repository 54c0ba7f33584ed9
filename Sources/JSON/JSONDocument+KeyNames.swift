import Platform

extension JSONDocument {
    /// The position among `names` of the key (or string) `value`, compared where its decoded text is, byte
    /// for byte ("é" and "e\u{301}" differ); nil when it is none of them, or not a string.
    package func position(of value: JSONValue, among names: KeyNames) -> Int? {
        let slot = slots[value.index]
        switch slot.tag {
        case .plainString, .plainKey: return names.position(of: bytes, from: slot.start + 1, count: Int(slot.end) - slot.start - 2)
        case .decodedString, .decodedKey: return names.position(of: text, from: slot.high, count: slot.low)
        default: return nil
        }
    }
}
