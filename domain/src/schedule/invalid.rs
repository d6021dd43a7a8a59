use crate::language::{Language, Localized};

/// Why the fields of a lesson (or a topic record) were refused, beyond their format.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ScheduleInvalid {
    /// The room seats fewer than the group or subgroup holds.
    RoomTooSmall { capacity: i32, students: i64 },
    /// The teacher holds no teaching position with the subject.
    TeacherWithoutSubject,
    /// The group's curriculum has no such subject in the group's current semester.
    SubjectNotInSemester,
    /// The group has no such subgroup for the subject.
    NoSuchSubgroup,
    /// The dates of the group's current semester are not set in its curriculum.
    SemesterDatesMissing,
    /// A lesson's dates reach outside the group's current semester.
    OutsideSemester { start: chrono::NaiveDate, end: chrono::NaiveDate },
    /// The lesson does not fall on that date.
    NotALessonDay,
    /// A lesson that has not happened yet cannot be filled in.
    LessonInFuture,
    /// No exam is held on a Sunday.
    ExamOnSunday,
    /// Only the final control is retaken (attempts 2 and 3).
    MidtermRetake,
}

impl ScheduleInvalid {
    pub fn code(&self) -> &'static str {
        match self {
            ScheduleInvalid::RoomTooSmall { .. } => "room_too_small",
            ScheduleInvalid::TeacherWithoutSubject => "teacher_without_subject",
            ScheduleInvalid::SubjectNotInSemester => "not_in_semester",
            ScheduleInvalid::NoSuchSubgroup => "no_such_subgroup",
            ScheduleInvalid::SemesterDatesMissing => "semester_dates_missing",
            ScheduleInvalid::OutsideSemester { .. } => "outside_semester",
            ScheduleInvalid::NotALessonDay => "not_a_lesson_day",
            ScheduleInvalid::LessonInFuture => "lesson_in_future",
            ScheduleInvalid::ExamOnSunday => "exam_on_sunday",
            ScheduleInvalid::MidtermRetake => "midterm_retake",
        }
    }

    pub fn message(&self, language: Language) -> String {
        use Language::*;
        match (self, language) {
            (ScheduleInvalid::RoomTooSmall { capacity, students }, Uz | UzCyrl) => {
                format!("Xona sig‘imi ({capacity} o‘rin) guruhdagi talabalar sonidan ({students}) kichik")
            }
            (ScheduleInvalid::RoomTooSmall { capacity, students }, Ru) => {
                format!("Вместимость аудитории ({capacity} мест) меньше числа студентов ({students})")
            }
            (ScheduleInvalid::RoomTooSmall { capacity, students }, En) => {
                format!("The room seats {capacity}, fewer than the {students} students of the group")
            }
            (ScheduleInvalid::TeacherWithoutSubject, Uz | UzCyrl) => "O‘qituvchi bu fan bo‘yicha o‘qituvchilik lavozimida emas".into(),
            (ScheduleInvalid::TeacherWithoutSubject, Ru) => {
                "Преподаватель не ведёт этот предмет ни на одной преподавательской должности".into()
            }
            (ScheduleInvalid::TeacherWithoutSubject, En) => "The teacher holds no teaching position with this subject".into(),
            (ScheduleInvalid::SubjectNotInSemester, Uz | UzCyrl) => "Bu fan guruh o‘quv rejasida joriy semestrda yo‘q".into(),
            (ScheduleInvalid::SubjectNotInSemester, Ru) => "Этого предмета нет в учебном плане группы в текущем семестре".into(),
            (ScheduleInvalid::SubjectNotInSemester, En) => "The group's curriculum has no such subject in the current semester".into(),
            (ScheduleInvalid::NoSuchSubgroup, Uz | UzCyrl) => "Guruhda bu fan bo‘yicha bunday guruhcha yo‘q".into(),
            (ScheduleInvalid::NoSuchSubgroup, Ru) => "У группы нет такой подгруппы по этому предмету".into(),
            (ScheduleInvalid::NoSuchSubgroup, En) => "The group has no such subgroup for this subject".into(),
            (ScheduleInvalid::SemesterDatesMissing, Uz | UzCyrl) => "O‘quv rejada guruhning joriy semestri sanalari kiritilmagan".into(),
            (ScheduleInvalid::SemesterDatesMissing, Ru) => "В учебном плане не указаны даты текущего семестра группы".into(),
            (ScheduleInvalid::SemesterDatesMissing, En) => "The curriculum gives no dates for the group's current semester".into(),
            (ScheduleInvalid::OutsideSemester { start, end }, Uz | UzCyrl) => {
                format!("Sana joriy semestr ichida bo‘lishi kerak: {start} — {end}")
            }
            (ScheduleInvalid::OutsideSemester { start, end }, Ru) => {
                format!("Дата должна быть в пределах текущего семестра: {start} — {end}")
            }
            (ScheduleInvalid::OutsideSemester { start, end }, En) => {
                format!("The date must lie within the current semester: {start} to {end}")
            }
            (ScheduleInvalid::NotALessonDay, Uz | UzCyrl) => "Bu sanada bunday dars yo‘q".into(),
            (ScheduleInvalid::NotALessonDay, Ru) => "В эту дату такого занятия нет".into(),
            (ScheduleInvalid::NotALessonDay, En) => "There is no such lesson on this date".into(),
            (ScheduleInvalid::LessonInFuture, Uz | UzCyrl) => "Hali o‘tilmagan dars uchun mavzu kiritib bo‘lmaydi".into(),
            (ScheduleInvalid::LessonInFuture, Ru) => "Нельзя заполнить занятие, которое ещё не прошло".into(),
            (ScheduleInvalid::LessonInFuture, En) => "A lesson that has not taken place yet cannot be filled in".into(),
            (ScheduleInvalid::ExamOnSunday, Uz | UzCyrl) => "Imtihon yakshanba kuniga belgilanmaydi".into(),
            (ScheduleInvalid::ExamOnSunday, Ru) => "Экзамен не назначается на воскресенье".into(),
            (ScheduleInvalid::ExamOnSunday, En) => "No exam is held on a Sunday".into(),
            (ScheduleInvalid::MidtermRetake, Uz | UzCyrl) => "Qayta topshirish faqat yakuniy nazorat uchun (2- va 3-urinish)".into(),
            (ScheduleInvalid::MidtermRetake, Ru) => "Пересдача бывает только итогового контроля (2-я и 3-я попытки)".into(),
            (ScheduleInvalid::MidtermRetake, En) => "Only the final control is retaken (attempts 2 and 3)".into(),
        }
    }
}

/// The teacher has no lesson with that group and subject at that date and class hour (422).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LessonNotHeld;

impl Localized for LessonNotHeld {
    fn code(&self) -> &'static str {
        "lesson_not_held"
    }

    fn message(&self, language: Language) -> String {
        match language {
            Language::Uz | Language::UzCyrl => "Bu vaqtda sizning bu guruh bilan bu fandan darsingiz yo‘q".into(),
            Language::Ru => "В это время у вас нет занятия по этому предмету с этой группой".into(),
            Language::En => "You have no lesson of this subject with this group at that time".into(),
        }
    }
}

/// The signed-in user is not on the staff of the current institution (422).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NotATeacher;

impl Localized for NotATeacher {
    fn code(&self) -> &'static str {
        "not_a_teacher"
    }

    fn message(&self, language: Language) -> String {
        match language {
            Language::Uz | Language::UzCyrl => "Siz bu ta’lim muassasasi xodimlari ro‘yxatida yo‘qsiz".into(),
            Language::Ru => "Вы не числитесь среди сотрудников этого учреждения".into(),
            Language::En => "You are not on the staff of this institution".into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_refusal_speaks_three_languages() {
        let day = chrono::NaiveDate::from_ymd_opt(2026, 9, 1).unwrap_or_default();
        for invalid in [
            ScheduleInvalid::RoomTooSmall { capacity: 20, students: 25 },
            ScheduleInvalid::TeacherWithoutSubject,
            ScheduleInvalid::SubjectNotInSemester,
            ScheduleInvalid::NoSuchSubgroup,
            ScheduleInvalid::SemesterDatesMissing,
            ScheduleInvalid::OutsideSemester { start: day, end: day },
            ScheduleInvalid::NotALessonDay,
            ScheduleInvalid::LessonInFuture,
            ScheduleInvalid::ExamOnSunday,
            ScheduleInvalid::MidtermRetake,
        ] {
            let texts: Vec<String> = Language::ALL.iter().map(|l| invalid.message(*l)).collect();
            assert!(texts[0] != texts[1] && texts[1] != texts[2], "{invalid:?}");
        }
    }
}
