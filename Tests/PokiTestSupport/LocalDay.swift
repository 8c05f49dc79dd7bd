import Foundation

/// Today in the local time zone, `YYYY-MM-DD`: the day poki files an undated photo under, and
/// the last day it takes from a photo's metadata or name.
package enum LocalDay {
    package static var today: String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = .current
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: Date())
    }
}
