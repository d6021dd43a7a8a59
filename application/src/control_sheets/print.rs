use domain::actor::Actor;
use domain::assessment::{Control, Points};
use domain::language::{Language, Localized};
use domain::permission::Permission;

use super::{listing, sheet_context, sheet_view, SheetAddress, SheetView};
use crate::access::require_any;
use crate::ports::{in_transaction, Clock, Lock, PrintedFact, PrintedSheet, SheetPrinter, UnitOfWork};
use crate::schedule::today;
use crate::AppError;

pub struct PrintControlSheet<'a> {
    pub unit: &'a dyn UnitOfWork,
    pub printer: &'a dyn SheetPrinter,
    pub clock: &'a dyn Clock,
}

impl PrintControlSheet<'_> {
    /// The sheet (qaydnoma) as a PDF in the reader's language, with its students, points, grades
    /// and signature lines. The type is set after the transaction has ended.
    pub fn execute(&self, actor: &Actor, address: SheetAddress, language: Language) -> Result<Vec<u8>, AppError> {
        require_any(actor, &[Permission::JournalView, Permission::ControlSheetEdit])?;
        let today = today(self.clock);
        let (view, institution) = in_transaction(self.unit, |tx| {
            let context = sheet_context(tx, actor, address, today, Lock::None)?;
            let institution = tx.schedules().institution_name(context.group.institution_id)?.ok_or(AppError::NotFound)?;
            let listing = listing(tx, &context)?;
            Ok((sheet_view(tx, actor, context, listing)?, institution))
        })?;
        let sheet = printed(&view, &institution.get(language), language, today);
        self.printer.print(&sheet).map_err(AppError::internal)
    }
}

fn dotted(date: chrono::NaiveDate) -> String {
    date.format("%d.%m.%Y").to_string()
}

/// Points not given yet leave the cell blank.
fn points(p: Option<Points>) -> String {
    p.map(|p| p.to_string()).unwrap_or_default()
}

/// Every word of the printed sheet in the reader's language.
pub fn printed(view: &SheetView, institution: &str, language: Language, today: chrono::NaiveDate) -> PrintedSheet {
    let w = Words::of(language);
    let control = view.key.control;
    let controls: Vec<Control> = [Control::Current, Control::Midterm, Control::Final].into_iter().filter(|c| view.plan.holds(*c)).collect();
    let mut columns = vec!["№".to_string(), w.student.to_string()];
    columns.extend(controls.iter().map(|c| c.abbreviation(language).to_string()));
    columns.extend([w.total.to_string(), w.grade.to_string(), w.signature.to_string()]);
    let rows = view
        .lines
        .iter()
        .enumerate()
        .map(|(index, line)| {
            let mut row = vec![(index + 1).to_string(), line.full_name.clone()];
            for c in &controls {
                let value = if *c == control {
                    line.points
                } else {
                    match c {
                        Control::Current => line.result.current,
                        Control::Midterm => line.result.midterm,
                        Control::Final => line.result.last,
                    }
                };
                row.push(points(value));
            }
            let decided = line.result.outcome.state != domain::assessment::ResultState::InProgress;
            row.push(if decided { line.result.outcome.total.to_string() } else { String::new() });
            // No grade until the result is decided: a blank cell.
            row.push(line.result.outcome.grade.map(|g| g.to_string()).unwrap_or_default());
            row.push(String::new());
            row
        })
        .collect();
    let unlisted = view.unlisted.iter().map(|u| vec![u.full_name.clone(), Invalid(&u.reason).message(language)]).collect();
    // A sheet without an examiner or an exam date prints those lines blank, for a pen.
    let examiner = view.examiner.as_ref().map(|(_, name)| name.clone()).unwrap_or_default();
    PrintedSheet {
        title: w.title.into(),
        subtitle: format!("{} · {}", control.label().get(language), w.attempt(view.key.attempt)),
        institution: institution.into(),
        facts: vec![
            PrintedFact { label: w.group.into(), value: view.group_name.clone() },
            PrintedFact { label: w.subject.into(), value: format!("{} {}", view.subject.code, view.subject.name.get(language)) },
            PrintedFact { label: w.semester.into(), value: view.key.semester.to_string() },
            // No exam date yet: a blank line, as for the examiner.
            PrintedFact { label: w.exam_date.into(), value: view.exam_date.map(dotted).unwrap_or_default() },
            PrintedFact { label: w.examiner.into(), value: examiner.clone() },
            PrintedFact { label: w.max_points.into(), value: view.max_points.to_string() },
        ],
        columns,
        rows,
        unlisted_title: if view.unlisted.is_empty() { String::new() } else { w.unlisted.into() },
        unlisted,
        signatures: vec![format!("{}: ____________ {examiner}", w.examiner), format!("{}: ____________", w.dean)],
        printed: format!("{}: {}", w.printed, dotted(today)),
    }
}

/// A refusal reason as the sheet prints it.
struct Invalid<'a>(&'a domain::assessment::AssessmentInvalid);

impl Invalid<'_> {
    fn message(&self, language: Language) -> String {
        domain::validation::Invalid::Assessment(self.0.clone()).message(language)
    }
}

struct Words {
    title: &'static str,
    student: &'static str,
    total: &'static str,
    grade: &'static str,
    signature: &'static str,
    group: &'static str,
    subject: &'static str,
    semester: &'static str,
    exam_date: &'static str,
    examiner: &'static str,
    max_points: &'static str,
    unlisted: &'static str,
    dean: &'static str,
    printed: &'static str,
    attempt: &'static str,
}

impl Words {
    fn of(language: Language) -> Words {
        match language {
            Language::Uz | Language::UzCyrl => Words {
                title: language.fixed("Nazorat qaydnomasi"),
                student: language.fixed("Talabaning F.I.Sh."),
                total: language.fixed("Jami"),
                grade: language.fixed("Baho"),
                signature: language.fixed("Imzo"),
                group: language.fixed("Guruh"),
                subject: language.fixed("Fan"),
                semester: language.fixed("Semestr"),
                exam_date: language.fixed("Imtihon sanasi"),
                examiner: language.fixed("Imtihon oluvchi"),
                max_points: language.fixed("Maksimal ball"),
                unlisted: language.fixed("Qaydnomaga kiritilmaganlar"),
                dean: language.fixed("Dekan"),
                printed: language.fixed("Chop etilgan sana"),
                attempt: language.fixed("urinish"),
            },
            Language::Ru => Words {
                title: "Контрольная ведомость",
                student: "Ф.И.О. студента",
                total: "Итого",
                grade: "Оценка",
                signature: "Подпись",
                group: "Группа",
                subject: "Предмет",
                semester: "Семестр",
                exam_date: "Дата экзамена",
                examiner: "Экзаменатор",
                max_points: "Максимальный балл",
                unlisted: "Не включены в ведомость",
                dean: "Декан",
                printed: "Дата печати",
                attempt: "попытка",
            },
            Language::En => Words {
                title: "Control sheet",
                student: "Student's full name",
                total: "Total",
                grade: "Grade",
                signature: "Signature",
                group: "Group",
                subject: "Subject",
                semester: "Semester",
                exam_date: "Exam date",
                examiner: "Examiner",
                max_points: "Maximum points",
                unlisted: "Not on the sheet",
                dean: "Dean",
                printed: "Printed on",
                attempt: "attempt",
            },
        }
    }

    fn attempt(&self, attempt: i32) -> String {
        format!("{attempt}-{}", self.attempt)
    }
}
