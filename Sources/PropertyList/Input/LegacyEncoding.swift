import Diagnostics

/// The 8-bit encodings a file that is not UTF-8 was most likely saved in, to name in the message that
/// refuses it: what a byte from 0x80 up is in Mac OS Roman and in Windows-1252.
package enum LegacyEncoding {
    /// Mac OS Roman, 0x80–0xFF (0xF0 is Apple's logo, in the private use area).
    private static let macRoman = Array(
        "ÄÅÇÉÑÖÜáàâäãåçéèêëíìîïñóòôöõúùûü†°¢£§•¶ß®©™´¨≠ÆØ∞±≤≥¥µ∂∑∏π∫ªºΩæø¿¡¬√ƒ≈∆«»…\u{A0}ÀÃÕŒœ–—“”‘’÷◊ÿŸ⁄€‹›ﬁﬂ‡·‚„‰ÂÊÁËÈÍÎÏÌÓÔ\u{F8FF}ÒÚÛÙıˆ˜¯˘˙˚¸˝˛ˇ"
            .unicodeScalars)
    /// Windows-1252, 0x80–0x9F (0 where it defines nothing); from 0xA0 up it is ISO-8859-1.
    private static let windows1252 = Array("€\u{0}‚ƒ„…†‡ˆ‰Š‹Œ\u{0}Ž\u{0}\u{0}‘’“”•–—˜™š›œ\u{0}žŸ".unicodeScalars)

    /// `byte` (0x80 up) in Mac OS Roman.
    package static func macRoman(_ byte: UInt8) -> Unicode.Scalar {
        macRoman[Int(byte) - 0x80]
    }

    /// `byte` (0x80 up) in Windows-1252, nil where it defines nothing.
    package static func windows1252(_ byte: UInt8) -> Unicode.Scalar? {
        if byte >= 0xA0 { return Unicode.Scalar(byte) }
        let scalar = windows1252[Int(byte) - 0x80]
        return scalar.value == 0 ? nil : scalar
    }

    /// "'è' in Mac OS Roman, 'é' in Windows-1252" for a message.
    package static func readings(of byte: UInt8) -> String {
        var readings = ["\(MessageText.quoted(String(macRoman(byte)))) in Mac OS Roman"]
        if let scalar = windows1252(byte) { readings.append("\(MessageText.quoted(String(scalar))) in Windows-1252") }
        return readings.joined(separator: ", ")
    }
}
