//! The students list's read model: each living student's line kept whole in `student_cards` by
//! the database, in the same transaction as every change the line shows (migration
//! `student_cards`), so that a page reads its students from one table instead of joining five.

use application::ports::StudentView;
use application::AppError;
use domain::multilingual::MultilingualName;
use serde::Deserialize;

use crate::students::{into_student, PersonRow, StudentRow};
use crate::totals::Cards;

/// Where the students list's cards are kept.
pub(crate) const STUDENT_CARDS: Cards = Cards { function: "student_cards_in" };

/// A card's line as `student_card()` writes it.
#[derive(Deserialize)]
pub(crate) struct StudentCard {
    student: StudentRow,
    person: PersonRow,
    institution: MultilingualName,
    group_name: String,
    course: i32,
    login: Option<String>,
}

impl TryFrom<StudentCard> for StudentView {
    type Error = AppError;

    fn try_from(card: StudentCard) -> Result<Self, AppError> {
        Ok(StudentView {
            student: into_student(card.student, card.person)?,
            institution_name: card.institution,
            group_name: card.group_name,
            course: card.course,
            login: card.login,
            history: Vec::new(),
        })
    }
}
