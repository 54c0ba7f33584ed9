import XMLStream

/// A plist `<date>`: `YYYY-MM-DDTHH:MM:SSZ` in UTC, where trailing units may be left out (the DTD
/// allows it, plistlib reads it); the precision given is kept so that writing it back changes nothing.
public struct PlistDate: Hashable, Sendable, CustomStringConvertible {
    // Stored small: a date sits inside every `PlistValue`, and the enum is as large as its largest case.
    private var storedYear: Int16
    private var storedMonth, storedDay, storedHour, storedMinute, storedSecond, storedPrecision: UInt8

    package var year: Int { Int(storedYear) }
    package var month: Int { Int(storedMonth) }
    package var day: Int { Int(storedDay) }
    package var hour: Int { Int(storedHour) }
    package var minute: Int { Int(storedMinute) }
    package var second: Int { Int(storedSecond) }
    /// How many components the text gave: 1 (year only) to 6 (down to seconds).
    package var precision: Int { Int(storedPrecision) }

    /// Components are clamped to what a date can hold (year 0–9999, others 0–99).
    package init(year: Int, month: Int = 1, day: Int = 1, hour: Int = 0, minute: Int = 0, second: Int = 0,
                precision: Int = 6) {
        func small(_ value: Int) -> UInt8 { UInt8(clamping: min(max(value, 0), 99)) }
        storedYear = Int16(clamping: min(max(year, 0), 9999))
        storedMonth = small(month)
        storedDay = small(day)
        storedHour = small(hour)
        storedMinute = small(minute)
        storedSecond = small(second)
        storedPrecision = UInt8(clamping: min(max(precision, 1), 6))
    }

    /// The same time with all six fields, as a file must carry it: the device's parser refuses a `<date>`
    /// with fewer (a shorter one typed in the shell is written out in full).
    package var complete: PlistDate {
        PlistDate(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
    }

    public var description: String {
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        var text = String(repeating: "0", count: max(0, 4 - String(year).count)) + String(year)
        let parts = [("-", month), ("-", day), ("T", hour), (":", minute), (":", second)]
        for (separator, value) in parts.prefix(precision - 1) { text += separator + two(value) }
        return text + "Z"
    }

    package enum ParseError: Error, Equatable {
        /// Not of the form `YYYY-MM-DDTHH:MM:SSZ`.
        case malformed
        /// Of the right form, but no such time: month 13, February 30, hour 24.
        case impossible(String)
    }

    /// Parses the text of a `<date>`; surrounding white space ignored.
    package static func parse(_ text: Substring) -> Result<PlistDate, ParseError> {
        let bytes = Array(text.utf8.trimmingXMLWhitespace())
        var index = 0
        func number(_ width: Int) -> Int? {
            guard index + width <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[index..<(index + width)] {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            index += width
            return value
        }
        guard let year = number(4) else { return .failure(.malformed) }
        var components = [year]
        for separator in ["-", "-", "T", ":", ":"] {
            guard index < bytes.count, bytes[index] == UInt8(ascii: Unicode.Scalar(separator)!) else { break }
            index += 1
            guard let value = number(2) else { return .failure(.malformed) }
            components.append(value)
        }
        guard index == bytes.count - 1, bytes[index] == UInt8(ascii: "Z") else { return .failure(.malformed) }
        let date = PlistDate(year: year,
                             month: components.count > 1 ? components[1] : 1,
                             day: components.count > 2 ? components[2] : 1,
                             hour: components.count > 3 ? components[3] : 0,
                             minute: components.count > 4 ? components[4] : 0,
                             second: components.count > 5 ? components[5] : 0,
                             precision: components.count)
        if let problem = date.impossibility { return .failure(.impossible(problem)) }
        return .success(date)
    }

    private var impossibility: String? {
        if !(1...12).contains(month) { return "month \(month) does not exist" }
        let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        if !(1...days).contains(day) { return "day \(day) does not exist in month \(month) of \(year)" }
        if hour > 23 { return "hour \(hour) does not exist" }
        if minute > 59 { return "minute \(minute) does not exist" }
        if second > 59 { return "second \(second) does not exist" }
        return nil
    }
}
