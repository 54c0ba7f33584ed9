/// Dates as binary property lists hold them: CoreFoundation absolute time, a double counting seconds
/// since 2001-01-01T00:00:00Z (Unix time 978307200), on the proleptic Gregorian calendar in UTC.
extension PlistDate {
    /// Seconds from 1970-01-01 to 2001-01-01.
    static let absoluteTimeEpoch = 978_307_200
    /// The first second of year 0 and of year 10000 in absolute time: the range a `PlistDate` holds.
    static let absoluteTimeRange = -63_145_526_400.0 ..< 252_423_993_600.0

    /// The date `seconds` after 2001-01-01T00:00:00Z, with fractional seconds dropped toward the past
    /// (as CoreFoundation does when it writes a date to XML: -0.5 is 2000-12-31T23:59:59Z); nil for NaN,
    /// infinity, or a time outside the years 0 to 9999.
    package init?(absoluteTime seconds: Double) {
        guard seconds.isFinite else { return nil }
        let whole = seconds.rounded(.down)
        guard Self.absoluteTimeRange.contains(whole) else { return nil }
        let unix = Int(whole) + Self.absoluteTimeEpoch
        let days = unix >= 0 ? unix / 86_400 : (unix - 86_399) / 86_400
        let secondOfDay = unix - days * 86_400
        let (year, month, day) = Self.civil(fromDays: days)
        self.init(year: year, month: month, day: day, hour: secondOfDay / 3600, minute: secondOfDay % 3600 / 60,
                  second: secondOfDay % 60)
    }

    /// Seconds from 2001-01-01T00:00:00Z to this date (components left out count as their start).
    package var absoluteTime: Double {
        let days = Self.days(fromCivil: year, month, day)
        return Double(days * 86_400 + hour * 3600 + minute * 60 + second - Self.absoluteTimeEpoch)
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's `days_from_civil`).
    static func days(fromCivil year: Int, _ month: Int, _ day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The proleptic Gregorian date of a day counted from 1970-01-01 (`civil_from_days`).
    static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
