/// An element name met in a parse, with what the replayer needs of it (its length: where a plain tag's
/// `<` is) and the input check (its shape), worked out once per name: libxml2 interns names for the
/// whole parse, so the addresses of its local part and prefix stand for it (`EventReplayer.id`).
struct ElementName {
    let local: UInt
    let prefix: UInt
    /// The local name's length in bytes.
    let length: Int
    /// The local name packed into a number when it is one to eight ASCII letters with no prefix
    /// (`XMLStartTag.shortName`, `XMLName.shortName`); 0 otherwise.
    let shortName: UInt64
    /// Whether the name as written is ASCII letters only: never with a prefix (its `:`).
    let isLetters: Bool

    init(local: UInt, prefix: UInt) {
        self.local = local
        self.prefix = prefix
        var length = 0
        var isLetters = true
        var packed: UInt64 = 0
        if let name = UnsafePointer<UInt8>(bitPattern: local) {
            while name[length] != 0 {
                let byte = name[length]
                if (byte | 0x20) &- UInt8(ascii: "a") >= 26 { isLetters = false }
                if length < 8 { packed = packed << 8 | UInt64(byte) }
                length += 1
            }
        }
        self.length = length
        self.isLetters = isLetters && prefix == 0
        shortName = self.isLetters && length <= 8 ? packed : 0
    }
}
