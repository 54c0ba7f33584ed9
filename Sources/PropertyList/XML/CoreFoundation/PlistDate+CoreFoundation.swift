import XMLStream
/// `<date>` as CoreFoundation reads it (`parseDateTag`, `CFGregorianDateGetAbsoluteTime`): `-?` year
/// digits (any number), then `-MM-DDThh:mm:ssZ`, every field there and no white space; a field past its
/// range carries on (`2020-01-32` is 2020-02-01; month 0 and 14–99 count as January).
extension PlistDate {
    package enum CoreFoundationReading: Equatable {
        /// The date as written.
        case date(PlistDate)
        /// A date that does not exist, read as another (`normalized`), or nil when settingsc cannot
        /// hold it (a year outside 0–9999).
        case normalized(PlistDate?)
        case refused
    }

    package static func readAsCoreFoundation(_ text: [UInt8]) -> CoreFoundationReading {
        var index = 0
        func two() -> Int? {
            guard index + 2 <= text.count, let first = digit(text[index]), let second = digit(text[index + 1]) else { return nil }
            index += 2
            return first * 10 + second
        }
        func take(_ byte: Character) -> Bool {
            guard index < text.count, text[index] == UInt8(ascii: byte.unicodeScalars.first!) else { return false }
            index += 1
            return true
        }
        let negative = take("-")
        var year = 0
        while index < text.count, let value = digit(text[index]), year < 1_000_000 {
            year = year * 10 + value
            index += 1
        }
        guard take("-"), let month = two(), take("-"), let day = two(), take("T"), let hour = two(), take(":"),
              let minute = two(), take(":"), let second = two(), take("Z"), index == text.count else { return .refused }
        if negative { year = -year }
        let written = PlistDate(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        if year >= 0 && year <= 9999 && written.year == year && written.month == month && written.day == day
            && written.hour == hour && written.minute == minute && written.second == second && written.isReal {
            return .date(written)
        }
        return .normalized(PlistDate(absoluteTime: absoluteTime(year, month, day, hour, minute, second)))
    }

    /// Why CF refuses a date the DTD's form (or white space) would allow, for the message; nil when the
    /// text is not a date at all.
    package static func refusalReason(_ text: String) -> String? {
        let trimmed = Substring(Substring(text).utf8.trimmingXMLWhitespace())
        if trimmed.utf8.count != text.utf8.count, readAsCoreFoundation(Array(trimmed.utf8)) != .refused {
            return "the device refuses white space in a date"
        }
        if case .success(let date) = parse(trimmed), date.precision < 6 {
            return "the device reads only dates with all six fields, YYYY-MM-DDTHH:MM:SSZ"
        }
        if case .failure(.impossible) = parse(trimmed) {
            return "the device reads only dates with all six fields, YYYY-MM-DDTHH:MM:SSZ"
        }
        return nil
    }

    private static func digit(_ byte: UInt8) -> Int? {
        byte >= 0x30 && byte <= 0x39 ? Int(byte - 0x30) : nil
    }

    /// Whether month, day, hour, minute and second are in range for this year.
    private var isReal: Bool {
        guard (1...12).contains(month), hour < 24, minute < 60, second < 60 else { return false }
        let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
        return (1...[31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]).contains(day)
    }

    /// `CFGregorianDateGetAbsoluteTime` (CFDate.c): days before the month from a table (months 0 and
    /// 14–15 add nothing, 13 a whole year), days, hours, minutes and seconds added as they are.
    private static func absoluteTime(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int, _ second: Int) -> Double {
        func isLeap(_ cfYear: Int) -> Bool {
            let y = abs((cfYear + 1) % 400)
            return y & 3 == 0 && y != 100 && y != 200 && y != 300
        }
        let cfYear = year - 2001
        var days = Double(cfYear / 400) * 146_097
        let rest = cfYear - cfYear / 400 * 400
        if rest < 0 {
            for y in rest..<0 { days -= isLeap(y) ? 366 : 365 }
        } else {
            for y in 0..<rest { days += isLeap(y) ? 366 : 365 }
        }
        let before: [Int] = [0xFFFF, 0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334, 365, 0xFFFF, 0xFFFF]
        if month >= 0 && month < 16 {
            let value = (before[month] + (month > 2 && isLeap(rest) ? 1 : 0)) & 0xFFFF
            if value != 0xFFFF { days += Double(value) }
        }
        days += Double(day - 1)
        return 86_400 * days + Double(3600 * hour + 60 * minute + second)
    }
}
