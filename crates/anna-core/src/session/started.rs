//! The moment a game starts: the session dates a game's setup by it, and the record names the
//! game's files by it.

/// When a game starts, as its score sheet says it: the local date and time in the system's
/// time zone (`TZ`, else `/etc/localtime`), and the same instant in UTC.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Started {
    /// `YYYY.MM.DD`, local.
    pub date: String,
    /// `HH:MM:SS`, local.
    pub time: String,
    pub utc_date: String,
    pub utc_time: String,
    /// `YYYY-MM-DD-HHMMSS`, local: the game's name.
    pub name: String,
}

impl Started {
    /// Now.
    pub fn now() -> Started {
        Started::at(jiff::Timestamp::now(), &local_zone())
    }

    /// The instant `at` in `zone`.
    pub fn at(at: jiff::Timestamp, zone: &jiff::tz::TimeZone) -> Started {
        let local = at.to_zoned_datetime(zone.clone());
        let utc = at.to_zoned_datetime(jiff::tz::TimeZone::UTC);
        Started {
            date: local.strftime("%Y.%m.%d").to_string(),
            time: local.strftime("%H:%M:%S").to_string(),
            utc_date: utc.strftime("%Y.%m.%d").to_string(),
            utc_time: utc.strftime("%H:%M:%S").to_string(),
            name: local.strftime("%Y-%m-%d-%H%M%S").to_string(),
        }
    }
}

/// The system's time zone. Without `TZ`, `/etc/localtime` is read as it is (one file):
/// jiff's own lookup takes the zone's name from the link and, to look it up, first lists
/// the whole zoneinfo folder (about 20 folders read, most of a millisecond before a game's
/// first prompt). With `TZ`, or when the file cannot be read, jiff's lookup.
pub fn local_zone() -> jiff::tz::TimeZone {
    static ZONE: std::sync::OnceLock<jiff::tz::TimeZone> = std::sync::OnceLock::new();
    ZONE.get_or_init(read_local_zone).clone()
}

fn read_local_zone() -> jiff::tz::TimeZone {
    let tz_set = std::env::var_os("TZ").is_some_and(|tz| !tz.is_empty());
    if !tz_set
        && let Ok(bytes) = std::fs::read("/etc/localtime")
        && let Ok(zone) = jiff::tz::TimeZone::tzif("Local", &bytes)
    {
        return zone;
    }
    jiff::tz::TimeZone::system()
}

#[cfg(test)]
mod tests {
    use super::Started;

    /// The local date where it differs from UTC's, both ways (the zones).
    #[test]
    fn local_and_utc_dates() {
        let at: jiff::Timestamp = "2026-11-21T22:30:15Z".parse().expect("an instant");
        let zone = |name| jiff::tz::TimeZone::get(name).expect("a bundled zone");
        let ahead = Started::at(at, &zone("Pacific/Kiritimati"));
        assert_eq!(
            (ahead.date.as_str(), ahead.time.as_str()),
            ("2026.11.22", "12:30:15")
        );
        assert_eq!(
            (ahead.utc_date.as_str(), ahead.utc_time.as_str()),
            ("2026.11.21", "22:30:15")
        );
        let behind = Started::at(
            "2026-11-22T05:00:00Z".parse().expect("an instant"),
            &zone("Pacific/Pago_Pago"),
        );
        assert_eq!(behind.date, "2026.11.21");
        assert_eq!(behind.utc_date, "2026.11.22");
        let tehran = Started::at(
            "2026-11-21T21:00:00Z".parse().expect("an instant"),
            &zone("Asia/Tehran"),
        );
        assert_eq!(
            (tehran.date.as_str(), tehran.time.as_str()),
            ("2026.11.22", "00:30:00")
        );
        assert_eq!(tehran.name, "2026-11-22-003000");
    }
}
