/// The element names of the format, packed as `XMLName.shortName` and `XMLStartTag.shortName` pack
/// them: one to eight ASCII letters, the first letter highest (`dict` is 0x64696374). The builder and
/// the input check switch on these numbers, so that no name is made into a string unless a problem
/// names it.
enum PlistElementName {
    static let plist: UInt64 = 0x70_6C69_7374
    static let dict: UInt64 = 0x6469_6374
    static let array: UInt64 = 0x61_7272_6179
    static let key: UInt64 = 0x6B_6579
    static let string: UInt64 = 0x7374_7269_6E67
    static let integer: UInt64 = 0x69_6E74_6567_6572
    static let real: UInt64 = 0x7265_616C
    static let date: UInt64 = 0x6461_7465
    static let data: UInt64 = 0x6461_7461
    static let `true`: UInt64 = 0x7472_7565
    static let `false`: UInt64 = 0x66_616C_7365
}
