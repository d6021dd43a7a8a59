use chrono::{NaiveDate, NaiveTime};
use domain::actor::Actor;
use domain::language::Language;
use domain::permission::Permission;
use domain::schedule::{DateSpan, Weekday};

use super::{lay_out, today, whose, CalendarDay, CalendarOf};
use crate::access::require;
use crate::ports::{
    in_transaction, Clock, ExamView, LessonView, PrintedDay, PrintedLesson, PrintedRow, PrintedTimetable, TimetablePrinter, UnitOfWork,
};
use crate::AppError;

pub struct PrintTimetable<'a> {
    pub unit: &'a dyn UnitOfWork,
    pub printer: &'a dyn TimetablePrinter,
    pub clock: &'a dyn Clock,
}

impl PrintTimetable<'_> {
    /// The teaching week that holds `day`, of a group, teacher or room of the actor's scope, as a
    /// PDF in the reader's language. The type is set after the transaction has ended.
    pub fn execute(&self, actor: &Actor, of: CalendarOf, day: NaiveDate, language: Language) -> Result<Vec<u8>, AppError> {
        require(actor, Permission::EduGroupView)?;
        let week = DateSpan::teaching_week(day);
        let (name, institution, days) = in_transaction(self.unit, |tx| {
            let whose = whose(tx, actor, of)?;
            let institution = tx.schedules().institution_name(whose.institution)?.ok_or(AppError::NotFound)?;
            let lessons = tx.schedules().in_window(&whose.filter, week)?;
            let exams = tx.exams().in_window(&whose.filter, week)?;
            Ok((whose.name, institution, lay_out(week, &lessons, exams)))
        })?;
        let words = Words::of(language);
        let heading = match of {
            CalendarOf::Group(_) => words.group,
            CalendarOf::Teacher(_) => words.teacher,
            CalendarOf::Room(_) => words.room,
        };
        let timetable = PrintedTimetable {
            title: words.title.into(),
            heading: format!("{heading}: {name}"),
            institution: institution.get(language).into(),
            period: format!("{} – {}", dotted(week.start()), dotted(week.end())),
            hour_label: words.hour.into(),
            days: days
                .iter()
                .map(|d| PrintedDay {
                    // Never the default: a teaching week runs Monday to Saturday, each a lesson's weekday.
                    name: Weekday::of(d.date).map(|w| w.name(language)).unwrap_or_default().into(),
                    date: dotted(d.date),
                })
                .collect(),
            rows: rows(&days, of, language),
            empty: days.iter().all(|d| d.lessons.is_empty() && d.exams.is_empty()).then(|| words.empty.into()),
            printed: format!("{}: {}", words.printed, dotted(today(self.clock))),
        };
        self.printer.print(&timetable).map_err(AppError::internal)
    }
}

/// A class hour of the day: its start, number and end.
type Hour = (NaiveTime, i16, NaiveTime);

/// What a day's cell shows at each class hour: its lessons, then its exams.
fn printed_day(day: &CalendarDay, of: CalendarOf, language: Language) -> Vec<(Hour, PrintedLesson)> {
    let lessons =
        day.lessons.iter().map(|l| ((l.class_hour_start, l.class_hour_number, l.class_hour_end), printed_lesson(l, of, language)));
    let exams = day.exams.iter().map(|e| ((e.class_hour_start, e.class_hour_number, e.class_hour_end), printed_exam(e, of, language)));
    lessons.chain(exams).collect()
}

/// One row per class hour the week uses, in the order of the day.
fn rows(days: &[CalendarDay], of: CalendarOf, language: Language) -> Vec<PrintedRow> {
    let printed: Vec<Vec<(Hour, PrintedLesson)>> = days.iter().map(|d| printed_day(d, of, language)).collect();
    let mut hours: Vec<Hour> = printed.iter().flat_map(|d| d.iter().map(|(hour, _)| *hour)).collect();
    hours.sort();
    hours.dedup();
    hours
        .into_iter()
        .map(|hour| PrintedRow {
            number: hour.1.to_string(),
            time: format!("{}–{}", hour.0.format("%H:%M"), hour.2.format("%H:%M")),
            cells: printed.iter().map(|d| d.iter().filter(|(h, _)| *h == hour).map(|(_, cell)| cell.clone()).collect()).collect(),
        })
        .collect()
}

/// An exam: the subject, then the control and attempt marked as an exam, and whatever the heading
/// does not already name.
fn printed_exam(exam: &ExamView, of: CalendarOf, language: Language) -> PrintedLesson {
    let d = &exam.exam.details;
    let words = Words::of(language);
    let mut lines = vec![format!("{}: {} · {}-{}", words.exam, d.control.label().get(language), d.attempt, words.attempt)];
    let group = match (&exam.subgroup_name, of) {
        (Some(subgroup), CalendarOf::Group(_)) => Some(subgroup.clone()),
        (Some(subgroup), _) => Some(format!("{} · {subgroup}", exam.group_name)),
        (None, CalendarOf::Group(_)) => None,
        (None, _) => Some(exam.group_name.clone()),
    };
    lines.extend(group);
    if !matches!(of, CalendarOf::Teacher(_)) {
        lines.push(exam.examiner_name.clone());
    }
    if !matches!(of, CalendarOf::Room(_)) {
        lines.push(exam.room_name.clone());
    }
    PrintedLesson { subject: exam.subject_name.get(language).to_string(), lines }
}

/// The subject, then the lesson type and whatever the heading does not already name.
fn printed_lesson(lesson: &LessonView, of: CalendarOf, language: Language) -> PrintedLesson {
    let mut lines = vec![lesson.lesson.details.lesson_type.label(language).to_string()];
    let group = match (&lesson.subgroup_name, of) {
        (Some(subgroup), CalendarOf::Group(_)) => Some(subgroup.clone()),
        (Some(subgroup), _) => Some(format!("{} · {subgroup}", lesson.group_name)),
        (None, CalendarOf::Group(_)) => None,
        (None, _) => Some(lesson.group_name.clone()),
    };
    lines.extend(group);
    if !matches!(of, CalendarOf::Teacher(_)) {
        lines.push(lesson.teacher_name.clone());
    }
    if !matches!(of, CalendarOf::Room(_)) {
        lines.push(format!("{} ({})", lesson.room_name, lesson.building_name));
    }
    PrintedLesson { subject: lesson.subject_name.get(language).to_string(), lines }
}

fn dotted(day: NaiveDate) -> String {
    day.format("%d.%m.%Y").to_string()
}

/// The printed words of a timetable in one language.
struct Words {
    title: &'static str,
    group: &'static str,
    teacher: &'static str,
    room: &'static str,
    hour: &'static str,
    empty: &'static str,
    printed: &'static str,
    exam: &'static str,
    attempt: &'static str,
}

impl Words {
    fn of(language: Language) -> Words {
        match language {
            Language::Uz | Language::UzCyrl => Words {
                title: language.fixed("Haftalik dars jadvali"),
                group: language.fixed("Guruh"),
                teacher: language.fixed("O‘qituvchi"),
                room: language.fixed("Xona"),
                hour: language.fixed("Para"),
                empty: language.fixed("Bu haftada dars yo‘q"),
                printed: language.fixed("Chop etilgan sana"),
                exam: language.fixed("Imtihon"),
                attempt: language.fixed("urinish"),
            },
            Language::Ru => Words {
                title: "Расписание занятий на неделю",
                group: "Группа",
                teacher: "Преподаватель",
                room: "Аудитория",
                hour: "Пара",
                empty: "На этой неделе занятий нет",
                printed: "Дата печати",
                exam: "Экзамен",
                attempt: "попытка",
            },
            Language::En => Words {
                title: "Weekly timetable",
                group: "Group",
                teacher: "Teacher",
                room: "Room",
                hour: "Class hour",
                empty: "No lessons this week",
                printed: "Printed on",
                exam: "Exam",
                attempt: "attempt",
            },
        }
    }
}
