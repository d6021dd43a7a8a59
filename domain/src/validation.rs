use crate::language::{Language, Localized};

/// Why one value was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Invalid {
    Required,
    TooLong {
        max: usize,
    },
    TooShort {
        min: usize,
    },
    OutOfRange {
        min: i64,
        max: i64,
    },
    PinflFormat,
    PinflChecksum,
    PinflBirthDate,
    PassportFormat,
    UsernameFormat,
    /// The current password given to change it is not the account's.
    WrongPassword,
    /// A new password that is the current one.
    SamePassword,
    /// A new password that is the username.
    PasswordIsUsername,
    UnknownValue,
    UnknownPermission(String),
    NotPositiveId,
    Duplicate,
    EndNotAfterStart,
    DisagreesWithPinfl,
    RateOutOfRange,
    /// A date whose year falls outside the years a record can be dated in.
    DateOutOfRange {
        from: i32,
        to: i32,
    },
    RatesAboveLimit,
    CodeFormat,
    PhoneFormat,
    UnknownRegion,
    /// Taught subjects belong on teaching positions only.
    NotATeachingPosition,
    /// A subject credited on a transfer that the student has not passed.
    NotPassed,
    /// A subject that is not one of the curriculum in question.
    NotInCurriculum,
    /// A transfer's credits between curricula rated on different scales: a mark carried over would
    /// mean something else.
    OtherScale,
    /// A rule of curricula and their distribution.
    Curriculum(crate::curriculum::CurriculumInvalid),
    /// An academic lyceum's curriculum has more semesters than a lyceum teaches.
    LyceumSemesters {
        max: i64,
    },
    /// A direction of study of the other kind of institution (a lyceum's for a university...).
    OtherInstitutionType,
    /// A group studies only by an approved curriculum of its own institution.
    CurriculumNotApproved,
    /// Enrolment beyond a group's planned size.
    GroupFull {
        planned: i64,
    },
    /// A student who does not study in the group in question.
    NotOfTheGroup,
    /// A subject the group's curriculum does not place in that semester.
    NotInSemester,
    /// A promotion's group of another course than the next one.
    NotNextCourse {
        course: i64,
    },
    /// A promotion's group of another direction of study.
    OtherDirection,
    /// A rule of the timetable.
    Schedule(crate::schedule::ScheduleInvalid),
    /// A diploma series: one to three Latin capital letters.
    DiplomaSeriesFormat,
    /// A diploma number: seven digits.
    DiplomaNumberFormat,
    /// An exam that is not one of the student's curriculum.
    NotOfTheCurriculum,
    /// A rule of assessment plans, rolls and control sheets.
    Assessment(crate::assessment::AssessmentInvalid),
    /// A rule of the scientific process.
    Science(crate::science::ScienceInvalid),
    /// A rule of finance.
    Finance(crate::finance::FinanceInvalid),
}

impl Localized for Invalid {
    fn code(&self) -> &'static str {
        match self {
            Invalid::Required => "required",
            Invalid::TooLong { .. } => "too_long",
            Invalid::TooShort { .. } => "too_short",
            Invalid::OutOfRange { .. } => "out_of_range",
            Invalid::PinflFormat => "pinfl_format",
            Invalid::PinflChecksum => "pinfl_checksum",
            Invalid::PinflBirthDate => "pinfl_birth_date",
            Invalid::PassportFormat => "passport_format",
            Invalid::UsernameFormat => "username_format",
            Invalid::WrongPassword => "wrong_password",
            Invalid::SamePassword => "same_password",
            Invalid::PasswordIsUsername => "password_is_username",
            Invalid::UnknownValue => "unknown_value",
            Invalid::UnknownPermission(_) => "unknown_permission",
            Invalid::NotPositiveId => "not_positive_id",
            Invalid::Duplicate => "duplicate",
            Invalid::EndNotAfterStart => "end_not_after_start",
            Invalid::DisagreesWithPinfl => "disagrees_with_pinfl",
            Invalid::RateOutOfRange => "rate_out_of_range",
            Invalid::DateOutOfRange { .. } => "date_out_of_range",
            Invalid::RatesAboveLimit => "rates_above_limit",
            Invalid::CodeFormat => "code_format",
            Invalid::PhoneFormat => "phone_format",
            Invalid::UnknownRegion => "unknown_region",
            Invalid::NotATeachingPosition => "not_a_teaching_position",
            Invalid::NotPassed => "not_passed",
            Invalid::NotInCurriculum => "not_in_curriculum",
            Invalid::OtherScale => "other_scale",
            Invalid::Curriculum(rule) => rule.code(),
            Invalid::LyceumSemesters { .. } => "lyceum_semesters",
            Invalid::OtherInstitutionType => "other_institution_type",
            Invalid::CurriculumNotApproved => "curriculum_not_approved",
            Invalid::GroupFull { .. } => "group_full",
            Invalid::NotOfTheGroup => "not_of_the_group",
            Invalid::NotInSemester => "not_in_semester",
            Invalid::NotNextCourse { .. } => "not_next_course",
            Invalid::OtherDirection => "other_direction",
            Invalid::Schedule(rule) => rule.code(),
            Invalid::DiplomaSeriesFormat => "diploma_series_format",
            Invalid::DiplomaNumberFormat => "diploma_number_format",
            Invalid::NotOfTheCurriculum => "not_of_the_curriculum",
            Invalid::Assessment(rule) => rule.code(),
            Invalid::Science(rule) => rule.code(),
            Invalid::Finance(rule) => rule.code(),
        }
    }

    fn message(&self, language: Language) -> String {
        use Language::*;
        match (self, language) {
            (Invalid::Curriculum(rule), _) => rule.message(language),
            (Invalid::Schedule(rule), _) => rule.message(language),
            (Invalid::Assessment(rule), _) => rule.message(language),
            (Invalid::Required, Uz | UzCyrl) => "Iltimos, maydonni to‘ldiring".into(),
            (Invalid::Required, Ru) => "Пожалуйста, заполните поле".into(),
            (Invalid::Required, En) => "Please fill in the field".into(),
            (Invalid::TooLong { max }, Uz | UzCyrl) => format!("Uzunligi {max} belgidan oshmasligi kerak"),
            (Invalid::TooLong { max }, Ru) => format!("Длина не должна превышать {max} символов"),
            (Invalid::TooLong { max }, En) => format!("Must be at most {max} characters long"),
            (Invalid::TooShort { min }, Uz | UzCyrl) => format!("Uzunligi kamida {min} belgi bo‘lishi kerak"),
            (Invalid::TooShort { min }, Ru) => format!("Длина должна быть не меньше {min} символов"),
            (Invalid::TooShort { min }, En) => format!("Must be at least {min} characters long"),
            (Invalid::OutOfRange { min, max }, Uz | UzCyrl) => format!("Qiymat {min} dan {max} gacha bo‘lishi kerak"),
            (Invalid::OutOfRange { min, max }, Ru) => format!("Значение должно быть от {min} до {max}"),
            (Invalid::OutOfRange { min, max }, En) => format!("The value must be from {min} to {max}"),
            (Invalid::PinflFormat, Uz | UzCyrl) => "JSHSHIR 14 ta raqamdan iborat bo‘lishi kerak".into(),
            (Invalid::PinflFormat, Ru) => "ПИНФЛ должен состоять из 14 цифр".into(),
            (Invalid::PinflFormat, En) => "A PINFL consists of 14 digits".into(),
            (Invalid::PinflChecksum, Uz | UzCyrl) => "JSHSHIR nazorat raqami noto‘g‘ri".into(),
            (Invalid::PinflChecksum, Ru) => "Неверная контрольная цифра ПИНФЛ".into(),
            (Invalid::PinflChecksum, En) => "The PINFL check digit is wrong".into(),
            (Invalid::PinflBirthDate, Uz | UzCyrl) => "JSHSHIRdagi tug‘ilgan sana noto‘g‘ri".into(),
            (Invalid::PinflBirthDate, Ru) => "Неверная дата рождения в ПИНФЛ".into(),
            (Invalid::PinflBirthDate, En) => "The birth date in the PINFL is not valid".into(),
            (Invalid::PassportFormat, Uz | UzCyrl) => {
                "Pasport seriyasi ikki lotin bosh harfi va yetti raqamdan iborat bo‘lishi kerak (AA1234567)".into()
            }
            (Invalid::PassportFormat, Ru) => "Серия паспорта: две заглавные латинские буквы и семь цифр (AA1234567)".into(),
            (Invalid::PassportFormat, En) => "A passport is two capital Latin letters and seven digits (AA1234567)".into(),
            (Invalid::UsernameFormat, Uz | UzCyrl) => {
                "Login faqat kichik lotin harflari, raqamlar, nuqta, chiziqcha va pastki chiziqdan iborat bo‘lishi kerak".into()
            }
            (Invalid::UsernameFormat, Ru) => {
                "Логин может содержать только строчные латинские буквы, цифры, точку, дефис и подчёркивание".into()
            }
            (Invalid::UsernameFormat, En) => {
                "A username may contain only lowercase Latin letters, digits, dots, hyphens and underscores".into()
            }
            (Invalid::WrongPassword, Uz | UzCyrl) => "Joriy parol noto‘g‘ri".into(),
            (Invalid::WrongPassword, Ru) => "Текущий пароль неверен".into(),
            (Invalid::WrongPassword, En) => "The current password is wrong".into(),
            (Invalid::SamePassword, Uz | UzCyrl) => "Yangi parol joriy paroldan farq qilishi kerak".into(),
            (Invalid::SamePassword, Ru) => "Новый пароль должен отличаться от текущего".into(),
            (Invalid::SamePassword, En) => "The new password must differ from the current one".into(),
            (Invalid::PasswordIsUsername, Uz | UzCyrl) => "Parol logindan farq qilishi kerak".into(),
            (Invalid::PasswordIsUsername, Ru) => "Пароль должен отличаться от логина".into(),
            (Invalid::PasswordIsUsername, En) => "The password must differ from the username".into(),
            (Invalid::UnknownValue, Uz | UzCyrl) => "Qiymat ruxsat etilganlar ro‘yxatida yo‘q".into(),
            (Invalid::UnknownValue, Ru) => "Значение не входит в список допустимых".into(),
            (Invalid::UnknownValue, En) => "The value is not one of the allowed ones".into(),
            (Invalid::UnknownPermission(code), Uz | UzCyrl) => format!("Noma’lum ruxsat: {code}"),
            (Invalid::UnknownPermission(code), Ru) => format!("Неизвестное разрешение: {code}"),
            (Invalid::UnknownPermission(code), En) => format!("Unknown permission: {code}"),
            (Invalid::NotPositiveId, Uz | UzCyrl) => "Identifikator musbat butun son bo‘lishi kerak".into(),
            (Invalid::NotPositiveId, Ru) => "Идентификатор должен быть положительным целым числом".into(),
            (Invalid::NotPositiveId, En) => "An id must be a positive whole number".into(),
            (Invalid::Duplicate, Uz | UzCyrl) => "Qiymatlar takrorlanmasligi kerak".into(),
            (Invalid::Duplicate, Ru) => "Значения не должны повторяться".into(),
            (Invalid::Duplicate, En) => "Values must not repeat".into(),
            (Invalid::EndNotAfterStart, Uz | UzCyrl) => "Tugash vaqti boshlanish vaqtidan keyin bo‘lishi kerak".into(),
            (Invalid::EndNotAfterStart, Ru) => "Время окончания должно быть позже начала".into(),
            (Invalid::EndNotAfterStart, En) => "The end must come after the start".into(),
            (Invalid::DisagreesWithPinfl, Uz | UzCyrl) => "JSHSHIRdagi ma’lumotga mos kelmaydi".into(),
            (Invalid::DisagreesWithPinfl, Ru) => "Не совпадает с данными ПИНФЛ".into(),
            (Invalid::DisagreesWithPinfl, En) => "Does not agree with the PINFL".into(),
            (Invalid::RateOutOfRange, Uz | UzCyrl) => "Stavka 0,05 dan 1,5 gacha, 0,05 qadam bilan bo‘lishi kerak".into(),
            (Invalid::RateOutOfRange, Ru) => "Ставка от 0,05 до 1,5 с шагом 0,05".into(),
            (Invalid::RateOutOfRange, En) => "A rate is from 0.05 to 1.5 in steps of 0.05".into(),
            (Invalid::DateOutOfRange { from, to }, Uz | UzCyrl) => format!("Sana {from}–{to} yillar oralig‘ida bo‘lishi kerak"),
            (Invalid::DateOutOfRange { from, to }, Ru) => format!("Дата должна быть в пределах {from}–{to} годов"),
            (Invalid::DateOutOfRange { from, to }, En) => format!("The date must fall in the years {from}–{to}"),
            (Invalid::RatesAboveLimit, Uz | UzCyrl) => "Bir muassasada stavkalar yig‘indisi 1,5 dan oshmasligi kerak".into(),
            (Invalid::RatesAboveLimit, Ru) => "Сумма ставок в одном учреждении не может превышать 1,5".into(),
            (Invalid::RatesAboveLimit, En) => "The rates in one institution add up to at most 1.5".into(),
            (Invalid::CodeFormat, Uz | UzCyrl) => {
                "Kod faqat lotin harflari, raqamlar, «-» va «_» belgilaridan iborat bo‘lishi kerak".into()
            }
            (Invalid::CodeFormat, Ru) => "Код может содержать только латинские буквы, цифры, «-» и «_»".into(),
            (Invalid::CodeFormat, En) => "A code may contain only Latin letters, digits, “-” and “_”".into(),
            (Invalid::PhoneFormat, Uz | UzCyrl) => {
                "Telefon raqami 7–15 ta raqamdan iborat bo‘lishi kerak, masalan +998 71 123-45-67".into()
            }
            (Invalid::PhoneFormat, Ru) => "Номер телефона: от 7 до 15 цифр, например +998 71 123-45-67".into(),
            (Invalid::PhoneFormat, En) => "A phone number has 7 to 15 digits, e.g. +998 71 123-45-67".into(),
            (Invalid::UnknownRegion, Uz | UzCyrl) => "O‘zbekiston hududlaridan birini tanlang".into(),
            (Invalid::UnknownRegion, Ru) => "Выберите одну из областей Узбекистана".into(),
            (Invalid::UnknownRegion, En) => "Choose one of Uzbekistan's regions".into(),
            (Invalid::NotATeachingPosition, Uz | UzCyrl) => "Fanlar faqat o‘qituvchilik lavozimiga biriktiriladi".into(),
            (Invalid::NotATeachingPosition, Ru) => "Предметы назначаются только на преподавательскую должность".into(),
            (Invalid::NotATeachingPosition, En) => "Subjects are taught on teaching positions only".into(),
            (Invalid::NotPassed, Uz | UzCyrl) => "Talaba bu fandan o‘tmagan: uni qayta hisoblab bo‘lmaydi".into(),
            (Invalid::NotPassed, Ru) => "Студент не сдал этот предмет: его нельзя перезачесть".into(),
            (Invalid::NotPassed, En) => "The student has not passed this subject: it cannot be credited".into(),
            (Invalid::NotInCurriculum, Uz | UzCyrl) => "Fan yangi guruhning o‘quv rejasida yo‘q".into(),
            (Invalid::NotInCurriculum, Ru) => "Предмета нет в учебном плане новой группы".into(),
            (Invalid::NotInCurriculum, En) => "The subject is not in the new group's curriculum".into(),
            (Invalid::OtherScale, Uz | UzCyrl) => {
                "Yangi guruhning o‘quv rejasi boshqa baholash tizimida: fanlarni qayta hisoblab bo‘lmaydi".into()
            }
            (Invalid::OtherScale, Ru) => "Учебный план новой группы использует другую систему оценок: предметы нельзя перезачесть".into(),
            (Invalid::OtherScale, En) => "The new group's curriculum rates on another scale: its subjects cannot be credited".into(),
            (Invalid::LyceumSemesters { max }, Uz | UzCyrl) => format!("Akademik litseyda semestrlar soni {max} tadan oshmasligi kerak"),
            (Invalid::LyceumSemesters { max }, Ru) => format!("В академическом лицее не более {max} семестров"),
            (Invalid::LyceumSemesters { max }, En) => format!("An academic lyceum has at most {max} semesters"),
            (Invalid::OtherInstitutionType, Uz | UzCyrl) => "Yo‘nalish boshqa turdagi ta’lim muassasalari uchun".into(),
            (Invalid::OtherInstitutionType, Ru) => "Направление относится к другому типу учебных заведений".into(),
            (Invalid::OtherInstitutionType, En) => "The direction belongs to the other kind of institution".into(),
            (Invalid::CurriculumNotApproved, Uz | UzCyrl) => "Guruh faqat muassasaning tasdiqlangan o‘quv rejasi bo‘yicha o‘qiydi".into(),
            (Invalid::CurriculumNotApproved, Ru) => "Группа учится только по утверждённому учебному плану своего учреждения".into(),
            (Invalid::CurriculumNotApproved, En) => "A group studies only by an approved curriculum of its institution".into(),
            (Invalid::GroupFull { planned }, Uz | UzCyrl) => format!("Guruh to‘lgan: unga {planned} nafar talaba rejalashtirilgan"),
            (Invalid::GroupFull { planned }, Ru) => format!("Группа заполнена: в ней запланировано {planned} студентов"),
            (Invalid::GroupFull { planned }, En) => format!("The group is full: it is planned for {planned} students"),
            (Invalid::NotOfTheGroup, Uz | UzCyrl) => "Talaba bu guruhda o‘qimaydi".into(),
            (Invalid::NotOfTheGroup, Ru) => "Студент не учится в этой группе".into(),
            (Invalid::NotOfTheGroup, En) => "The student does not study in this group".into(),
            (Invalid::NotInSemester, Uz | UzCyrl) => "Bu fan guruh o‘quv rejasida ushbu semestrda yo‘q".into(),
            (Invalid::NotInSemester, Ru) => "Этого предмета нет в учебном плане группы в этом семестре".into(),
            (Invalid::NotInSemester, En) => "The group's curriculum has no such subject in this semester".into(),
            (Invalid::NotNextCourse { course }, Uz | UzCyrl) => format!("Guruh {course}-kursda o‘qishi kerak"),
            (Invalid::NotNextCourse { course }, Ru) => format!("Группа должна учиться на {course} курсе"),
            (Invalid::NotNextCourse { course }, En) => format!("The group must study in course {course}"),
            (Invalid::OtherDirection, Uz | UzCyrl) => "Guruh boshqa ta’lim yo‘nalishida o‘qiydi".into(),
            (Invalid::OtherDirection, Ru) => "Группа учится по другому направлению".into(),
            (Invalid::OtherDirection, En) => "The group studies in another direction".into(),
            (Invalid::DiplomaSeriesFormat, Uz | UzCyrl) => "Diplom seriyasi 1–3 ta lotin bosh harfidan iborat bo‘lishi kerak".into(),
            (Invalid::DiplomaSeriesFormat, Ru) => "Серия диплома: от 1 до 3 заглавных латинских букв".into(),
            (Invalid::DiplomaSeriesFormat, En) => "A diploma series is 1 to 3 capital Latin letters".into(),
            (Invalid::DiplomaNumberFormat, Uz | UzCyrl) => "Diplom raqami 7 ta raqamdan iborat bo‘lishi kerak".into(),
            (Invalid::DiplomaNumberFormat, Ru) => "Номер диплома состоит из 7 цифр".into(),
            (Invalid::DiplomaNumberFormat, En) => "A diploma number is 7 digits".into(),
            (Invalid::NotOfTheCurriculum, Uz | UzCyrl) => "Bu imtihon talabaning o‘quv rejasida yo‘q".into(),
            (Invalid::NotOfTheCurriculum, Ru) => "Этого экзамена нет в учебном плане студента".into(),
            (Invalid::NotOfTheCurriculum, En) => "The student's curriculum has no such exam".into(),
            (Invalid::Science(rule), _) => rule.message(language),
            (Invalid::Finance(rule), _) => rule.message(language),
        }
    }
}

/// The refusals of one command, field by field. Collects every problem instead of stopping at
/// the first, so a form can mark all its wrong fields at once.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ValidationErrors {
    fields: Vec<(String, Invalid)>,
}

impl ValidationErrors {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn single(field: impl Into<String>, invalid: Invalid) -> Self {
        let mut errors = Self::new();
        errors.add(field, invalid);
        errors
    }

    pub fn add(&mut self, field: impl Into<String>, invalid: Invalid) {
        self.fields.push((field.into(), invalid));
    }

    /// Keeps the value when it parsed, records the refusal under `field` otherwise.
    pub fn check<T>(&mut self, field: &str, parsed: Result<T, Invalid>) -> Option<T> {
        match parsed {
            Ok(value) => Some(value),
            Err(invalid) => {
                self.add(field, invalid);
                None
            }
        }
    }

    pub fn merge(&mut self, prefix: &str, other: ValidationErrors) {
        for (field, invalid) in other.fields {
            let field = if prefix.is_empty() { field } else { format!("{prefix}.{field}") };
            self.fields.push((field, invalid));
        }
    }

    pub fn is_empty(&self) -> bool {
        self.fields.is_empty()
    }

    pub fn fields(&self) -> &[(String, Invalid)] {
        &self.fields
    }

    pub fn into_result(self) -> Result<(), ValidationErrors> {
        if self.is_empty() {
            Ok(())
        } else {
            Err(self)
        }
    }
}

/// Trimmed text that must be present and at most `max` characters long.
/// A date as the API writes it, `YYYY-MM-DD`.
pub fn parse_date(value: &str) -> Result<chrono::NaiveDate, Invalid> {
    let value = value.trim();
    if value.is_empty() {
        return Err(Invalid::Required);
    }
    chrono::NaiveDate::parse_from_str(value, "%Y-%m-%d").map_err(|_| Invalid::UnknownValue)
}

pub fn required_text(value: &str, max: usize) -> Result<String, Invalid> {
    let trimmed = value.trim();
    if trimmed.is_empty() {
        return Err(Invalid::Required);
    }
    optional_text(trimmed, max)
}

/// Trimmed text, possibly empty, at most `max` characters long.
pub fn optional_text(value: &str, max: usize) -> Result<String, Invalid> {
    let trimmed = value.trim();
    if trimmed.chars().count() > max {
        return Err(Invalid::TooLong { max });
    }
    Ok(trimmed.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_refusal_has_a_text_in_every_language() {
        let all = [
            Invalid::Required,
            Invalid::TooLong { max: 3 },
            Invalid::TooShort { min: 3 },
            Invalid::OutOfRange { min: 1, max: 2 },
            Invalid::PinflFormat,
            Invalid::PinflChecksum,
            Invalid::PinflBirthDate,
            Invalid::PassportFormat,
            Invalid::UsernameFormat,
            Invalid::WrongPassword,
            Invalid::SamePassword,
            Invalid::PasswordIsUsername,
            Invalid::UnknownValue,
            Invalid::UnknownPermission("x".into()),
            Invalid::NotPositiveId,
            Invalid::Duplicate,
            Invalid::EndNotAfterStart,
            Invalid::DisagreesWithPinfl,
            Invalid::RateOutOfRange,
            Invalid::DateOutOfRange { from: 2000, to: 2200 },
            Invalid::RatesAboveLimit,
            Invalid::CodeFormat,
            Invalid::PhoneFormat,
            Invalid::UnknownRegion,
            Invalid::LyceumSemesters { max: 4 },
            Invalid::OtherInstitutionType,
            Invalid::NotNextCourse { course: 2 },
            Invalid::OtherDirection,
        ];
        for invalid in all {
            let texts: Vec<String> = Language::ALL.iter().map(|l| invalid.message(*l)).collect();
            assert!(texts.iter().all(|t| !t.is_empty()), "{invalid:?}");
            assert_ne!(texts[0], texts[1], "{invalid:?} uz and ru must differ");
            assert_ne!(texts[1], texts[2], "{invalid:?} ru and en must differ");
        }
    }

    #[test]
    fn text_is_trimmed_and_bounded_in_characters() {
        assert_eq!(required_text("  Ali  ", 5), Ok("Ali".into()));
        assert_eq!(required_text("   ", 5), Err(Invalid::Required));
        assert_eq!(required_text("o‘g‘il", 6), Ok("o‘g‘il".into()));
        assert_eq!(required_text("abcdef", 5), Err(Invalid::TooLong { max: 5 }));
        assert_eq!(optional_text("", 5), Ok(String::new()));
    }

    #[test]
    fn check_collects_every_refusal() {
        let mut errors = ValidationErrors::new();
        assert_eq!(errors.check("a", Ok::<_, Invalid>(1)), Some(1));
        assert_eq!(errors.check::<i32>("b", Err(Invalid::Required)), None);
        assert_eq!(errors.check::<i32>("c", Err(Invalid::UnknownValue)), None);
        assert_eq!(errors.fields().len(), 2);
        assert!(errors.into_result().is_err());
    }
}
