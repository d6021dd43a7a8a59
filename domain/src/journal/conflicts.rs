use chrono::NaiveDate;

use crate::language::{Language, Localized};

fn shown(date: NaiveDate) -> String {
    date.format("%d.%m.%Y").to_string()
}

/// The lesson has not taken place yet (409).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RollNotYet {
    pub date: NaiveDate,
}

impl Localized for RollNotYet {
    fn code(&self) -> &'static str {
        "roll_not_yet"
    }

    fn message(&self, language: Language) -> String {
        let date = shown(self.date);
        match language {
            Language::Uz | Language::UzCyrl => format!("Dars hali bo‘lmagan: davomat {date} kuni kiritiladi"),
            Language::Ru => format!("Занятие ещё не прошло: посещаемость отмечается {date}"),
            Language::En => format!("The lesson has not taken place yet: its roll is taken on {date}"),
        }
    }
}

/// The roll's window is over; only a correction with a reason changes it (409).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RollWindowClosed {
    pub last_day: NaiveDate,
}

impl Localized for RollWindowClosed {
    fn code(&self) -> &'static str {
        "roll_window_closed"
    }

    fn message(&self, language: Language) -> String {
        let date = shown(self.last_day);
        match language {
            Language::Uz | Language::UzCyrl => {
                format!("Davomat {date} gacha kiritilishi kerak edi; endi uni faqat tuzatish huquqi bor xodim sabab ko‘rsatib o‘zgartiradi")
            }
            Language::Ru => format!(
                "Посещаемость нужно было отметить до {date}; теперь её меняет только сотрудник с правом исправления, указав причину"
            ),
            Language::En => format!("The roll was due by {date}; now only a person who may correct it changes it, giving a reason"),
        }
    }
}

/// The control sheet is closed; only a person who may reopen it changes it, with a reason (409).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SheetClosed;

impl Localized for SheetClosed {
    fn code(&self) -> &'static str {
        "sheet_closed"
    }

    fn message(&self, language: Language) -> String {
        match language {
            Language::Uz | Language::UzCyrl => {
                "Qaydnoma yopilgan; uni faqat qayta ochish huquqi bor xodim sabab ko‘rsatib o‘zgartiradi".into()
            }
            Language::Ru => "Ведомость закрыта; её меняет только сотрудник с правом повторного открытия, указав причину".into(),
            Language::En => "The sheet is closed; only a person who may reopen it changes it, giving a reason".into(),
        }
    }
}
