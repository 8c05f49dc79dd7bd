import PokiSystem

extension UserConfiguration {
    /// Whether calendars start their weeks on Sunday: as the config file's `week-start` says, else
    /// on Sunday in Korean, as Korean calendars do, and on Monday in English.
    func weeksStartOnSunday(in language: Language) -> Bool {
        weekStart.map { $0 == .sunday } ?? (language == .korean)
    }
}
