//! The staff list's read model: each living member's line kept whole in `staff_cards` by the
//! database, in the same transaction as every change the line shows (migration `staff_cards`),
//! so that a page reads its members from one table instead of joining eight.

use crate::stored;
use application::AppError;
use diesel::deserialize::{self, FromSql, FromSqlRow};
use diesel::pg::{Pg, PgValue};
use diesel::prelude::*;
use diesel::sql_types::Json;
use domain::ids::{InstitutionId, PositionId, StaffId};
use domain::multilingual::MultilingualName;
use domain::position::WorkForm;
use domain::staff::{Rate, StaffMember, StaffPosition, StaffStatus, TaughtSubject};
use domain::version::Version;
use serde::Deserialize;

use crate::staff::CitizenRow;
use crate::totals::Cards;

/// Where the staff list's cards are kept.
pub(crate) const STAFF_CARDS: Cards = Cards { function: "staff_cards_in" };

/// A card's line as `staff_card()` writes it.
#[derive(Deserialize, FromSqlRow)]
pub(crate) struct StaffCard {
    id: i64,
    institution_id: i64,
    status: String,
    version: i32,
    institution: MultilingualName,
    citizen: CitizenRow,
    positions: Vec<PositionCard>,
}

#[derive(Deserialize)]
struct PositionCard {
    id: i64,
    position_id: i64,
    work_form: String,
    rate: i16,
    is_teaching: bool,
    name: MultilingualName,
    subjects: Vec<TaughtSubjectCard>,
}

#[derive(Deserialize)]
struct TaughtSubjectCard {
    id: i64,
    code: String,
    name: MultilingualName,
    type_id: i64,
    type_name: MultilingualName,
}

impl FromSql<Json, Pg> for StaffCard {
    fn from_sql(value: PgValue<'_>) -> deserialize::Result<Self> {
        Ok(serde_json::from_slice(value.as_bytes())?)
    }
}

impl TryFrom<StaffCard> for StaffMember {
    type Error = AppError;

    fn try_from(card: StaffCard) -> Result<Self, AppError> {
        Ok(StaffMember {
            id: StaffId::from_stored(card.id),
            institution_id: InstitutionId::from_stored(card.institution_id),
            institution_name: card.institution,
            citizen: card.citizen.into(),
            status: stored::code(|c| StaffStatus::parse(c).ok_or(()), &card.status, "a staff member's status")?,
            positions: card.positions.into_iter().map(StaffPosition::try_from).collect::<Result<_, _>>()?,
            version: Version::new(card.version),
        })
    }
}

impl TryFrom<PositionCard> for StaffPosition {
    type Error = AppError;

    fn try_from(card: PositionCard) -> Result<Self, AppError> {
        Ok(StaffPosition {
            id: card.id,
            position_id: PositionId::from_stored(card.position_id),
            position_name: card.name,
            is_teaching: card.is_teaching,
            work_form: stored::code(|c| WorkForm::parse(c).ok_or(()), &card.work_form, "a staff position's work form")?,
            rate: Rate::from_hundredths(card.rate),
            subjects: card.subjects.into_iter().map(TaughtSubject::from).collect(),
        })
    }
}

impl From<TaughtSubjectCard> for TaughtSubject {
    fn from(card: TaughtSubjectCard) -> Self {
        TaughtSubject { id: card.id, code: card.code, name: card.name, type_id: card.type_id, type_name: card.type_name }
    }
}

diesel::define_sql_function! {
    /// A living member's line made from the stored rows (NULL for none).
    fn staff_card(staff: diesel::sql_types::BigInt) -> diesel::sql_types::Nullable<Json>;
}

/// A living member's line as its card would hold it, made from the stored rows now: what a
/// transaction reads of a member it is changing.
pub(crate) fn fresh_card(conn: &mut PgConnection, id: i64) -> QueryResult<Option<StaffMember>> {
    let card: Option<StaffCard> = diesel::select(staff_card(id)).get_result(conn)?;
    card.map(StaffMember::try_from).transpose().map_err(stored::malformed)
}
